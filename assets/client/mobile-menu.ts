/**
 * The small-screen slide-out menu. Without the script it opens as the
 * `#mobile-menu` target; once enhanced, `data-open` shows it and it acts as a
 * modal dialog: focus moves in and stays there, the page behind does not scroll,
 * and focus returns to the menu button when it closes.
 */
export function enhanceMobileMenu(root: Document): void {
  const menu = root.querySelector<HTMLElement>('[data-mobile-menu]');
  const panel = menu?.querySelector<HTMLElement>('[data-mobile-menu-panel]');
  const opener = root.querySelector<HTMLElement>('[data-menu-open]');
  if (!menu || !panel || !opener) return;

  const title = panel.querySelector('[data-mobile-menu-title]');
  const isOpen = () => menu.hasAttribute('data-open');
  const setOpen = (open: boolean) => {
    menu.toggleAttribute('data-open', open);
    opener.setAttribute('aria-expanded', String(open));
    root.documentElement.style.overflow = open ? 'hidden' : '';
    (open ? panel.querySelector<HTMLElement>('a[href], button') : opener)?.focus();
  };

  // Hidden while closed, so these only ever describe the open dialog.
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  if (title?.id) panel.setAttribute('aria-labelledby', title.id);
  for (const control of [opener, ...panel.querySelectorAll<HTMLElement>('[data-menu-close]')]) actAsButton(control);
  menu.toggleAttribute('data-enhanced', true);
  opener.setAttribute('aria-expanded', 'false');
  // A visitor who tapped the menu before the script ran expects it open (`:target` may not match yet).
  if (root.location?.hash === `#${menu.id}`) setOpen(true);

  opener.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(true);
  });
  menu.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    if (link.hasAttribute('data-menu-close')) event.preventDefault();
    setOpen(false);
  });
  root.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') setOpen(false);
    // Listened for on the whole page: a click on the panel's text leaves focus on the page behind it.
    if (event.key === 'Tab') keepFocusWithin(panel, event);
  });
  // Widening the window past the menu's breakpoint hides it: release the page then.
  root.defaultView?.addEventListener('resize', () => {
    if (isOpen() && !panel.getClientRects().length) setOpen(false);
  });
}

/** The menu's links only open and close it once enhanced, so they are buttons for assistive tech and the keyboard. */
function actAsButton(link: HTMLElement): void {
  link.setAttribute('role', 'button');
  link.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    link.click();
  });
}

/** Wraps Tab and Shift+Tab around the panel's first and last controls, and brings focus back in from outside it. */
function keepFocusWithin(panel: HTMLElement, event: KeyboardEvent): void {
  const controls = panel.querySelectorAll<HTMLElement>('a[href], button');
  const first = controls[0];
  const last = controls[controls.length - 1];
  const [edge, wrapTo] = event.shiftKey ? [first, last] : [last, first];
  const focused = panel.ownerDocument.activeElement;
  const outside = !(focused instanceof Node && panel.contains(focused));
  if (!wrapTo || (focused !== edge && !outside)) return;
  event.preventDefault();
  wrapTo.focus();
}
