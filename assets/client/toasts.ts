export type ToastKind = 'success' | 'error';

export interface Toaster {
  show(message: string, kind: ToastKind): void;
}

/** More would cover a phone's screen; the oldest makes room for the newest. */
const maxVisible = 3;
/** Long enough to read a one-line message twice. */
const visibleMs = 4000;

const closeIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';

/**
 * Toasts go into the page's live region, which is in the HTML from the start so
 * screen readers announce what is added to it. Without a region, nothing is shown.
 */
export function createToaster(region: HTMLElement | null): Toaster {
  /** Where focus was before it moved into the toasts: it goes back there when the last toast holding it goes. */
  let focusBefore: HTMLElement | null = null;
  region?.addEventListener('focusin', (event) => {
    if (event.relatedTarget instanceof HTMLElement && !region.contains(event.relatedTarget)) focusBefore = event.relatedTarget;
  });
  /** Removes a toast; focus it held moves to a neighbouring toast's close button, or back to where it came from. */
  const dismiss = (toast: Element) => {
    const heldFocus = toast.matches(':focus-within');
    const neighbour = (toast.nextElementSibling ?? toast.previousElementSibling)?.querySelector<HTMLElement>('button');
    toast.remove();
    if (heldFocus) (neighbour ?? focusBefore)?.focus();
  };
  return {
    show(message, kind) {
      if (!region) return;
      while (region.firstElementChild && region.childElementCount >= maxVisible) dismiss(region.firstElementChild);
      region.append(createToast(message, kind, region.dataset.dismissLabel ?? '', dismiss));
    },
  };
}

function createToast(message: string, kind: ToastKind, dismissLabel: string, dismiss: (toast: HTMLElement) => void): HTMLElement {
  const toast = document.createElement('div');
  toast.className = `toast toast--${kind}`;
  const text = document.createElement('p');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', dismissLabel);
  close.innerHTML = closeIcon;
  close.addEventListener('click', () => dismiss(toast));
  toast.append(text, close);
  removeAfterDelay(toast);
  return toast;
}

/**
 * A toast holding focus stays, so it does not vanish under a keyboard user about
 * to press its close button; moving focus away starts the full delay again.
 */
function removeAfterDelay(toast: HTMLElement): void {
  let timer = 0;
  const start = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      if (!toast.matches(':focus-within')) toast.remove();
    }, visibleMs);
  };
  toast.addEventListener('focusout', start);
  start();
}
