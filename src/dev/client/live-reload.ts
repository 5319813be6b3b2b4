/**
 * Development only: `sitegen dev` serves this function's source to every page it
 * serves; it is never part of a build. It reloads the page when the site changes,
 * swaps the stylesheet in place when only styles changed, and shows build errors
 * over the page until they are fixed. Self-contained: it runs from its own text.
 */
export function liveReloadClient(eventsUrl: string): void {
  const overlayId = 'sitegen-error-overlay';
  const hideError = () => document.getElementById(overlayId)?.remove();
  const showError = (message: string) => {
    let overlay = document.getElementById(overlayId);
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = overlayId;
      overlay.setAttribute('role', 'alertdialog');
      overlay.setAttribute('aria-label', 'Build error');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(15,23,42,.95);color:#fecaca;' +
        'font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap';
      document.body.append(overlay);
    }
    overlay.textContent = message;
  };
  const swapStylesheets = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const url = new URL(link.href);
      url.searchParams.set('t', String(Date.now()));
      link.href = url.href;
    }
  };

  const events = new EventSource(eventsUrl);
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('styles', () => {
    hideError();
    swapStylesheets();
  });
  events.addEventListener('ok', hideError);
  events.addEventListener('error-report', (event) => showError((event as MessageEvent<string>).data));
}
