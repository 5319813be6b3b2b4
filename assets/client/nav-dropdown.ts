/**
 * The header's Services dropdown. Without the script, CSS opens it on hover and
 * focus; once enhanced, only `data-open` shows the panel, so `aria-expanded`
 * always says whether it is visible.
 */
export function enhanceNavDropdowns(root: Document): void {
  for (const dropdown of root.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const toggle = dropdown.querySelector<HTMLElement>('[data-dropdown-toggle]');
    const panel = dropdown.querySelector<HTMLElement>('[data-dropdown-panel]');
    if (toggle && panel) enhanceDropdown(root, dropdown, toggle, panel);
  }
}

function enhanceDropdown(root: Document, dropdown: HTMLElement, toggle: HTMLElement, panel: HTMLElement): void {
  // Opened in passing, by the mouse resting on it or keyboard focus arriving: the mouse
  // leaving closes it again, while a click (or Enter) keeps it open instead of closing it.
  let openedInPassing = false;
  const isOpen = () => dropdown.hasAttribute('data-open');
  const contains = (target: EventTarget | null) => target instanceof Node && dropdown.contains(target);
  const setOpen = (open: boolean, inPassing = false) => {
    openedInPassing = open && inPassing;
    dropdown.toggleAttribute('data-open', open);
    toggle.setAttribute('aria-expanded', String(open));
  };
  dropdown.toggleAttribute('data-enhanced', true);
  setOpen(false);

  toggle.addEventListener('click', () => setOpen(openedInPassing || !isOpen()));
  dropdown.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse' && !isOpen()) setOpen(true, true);
  });
  dropdown.addEventListener('pointerleave', () => {
    if (openedInPassing && !contains(root.activeElement)) setOpen(false);
  });
  // Keyboard focus arriving from outside opens it as hover does; the focus a mouse
  // click gives the toggle must not, or the click itself would close it again.
  dropdown.addEventListener('focusin', (event) => {
    const fromKeyboard = event.target instanceof Element && event.target.matches(':focus-visible');
    if (!contains(event.relatedTarget) && fromKeyboard && !isOpen()) setOpen(true, true);
  });
  dropdown.addEventListener('focusout', (event) => {
    if (!contains(event.relatedTarget) && !dropdown.matches(':hover')) setOpen(false);
  });
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  root.addEventListener('click', (event) => {
    if (isOpen() && !contains(event.target)) setOpen(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    const hadFocus = contains(root.activeElement);
    setOpen(false);
    if (hadFocus) toggle.focus();
  });
}
