/**
 * Development only: `sitegen dev` serves this function's source to every page it
 * serves; it is never part of a build. When only pages' HTML changed, the open page,
 * if it is one of them, takes its new body in place: a reload would fetch its
 * stylesheet, scripts, fonts and images again and lose the scroll position. It reloads
 * when anything else changed, swaps the stylesheet in place when only styles changed,
 * and shows build errors over the page until they are fixed. Self-contained: it runs
 * from its own text.
 */
export function liveReloadClient(urls: { readonly eventsUrl: string; readonly clientUrl: string }): void {
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

  /** The page as the server last sent it: its head is what an update in place must leave as it is. */
  const fetchServed = async () => {
    const response = await fetch(location.href, { cache: 'no-store' });
    return { ok: response.status === 200, document: new DOMParser().parseFromString(await response.text(), 'text/html') };
  };
  // Unknown when it could not be fetched (the server was stopping): the next update reloads.
  let served = fetchServed().catch(() => undefined);
  const pathOf = (path: string) => new URL(path, location.href).pathname.replace(/\/(index\.html)?$/, '');
  const isThisPage = (paths: readonly string[]) => paths.some((path) => pathOf(path) === pathOf(location.pathname));
  const sameShell = (before: Document, after: Document) =>
    before.head.innerHTML === after.head.innerHTML &&
    [...before.documentElement.attributes].every((attribute) => after.documentElement.getAttribute(attribute.name) === attribute.value) &&
    before.documentElement.attributes.length === after.documentElement.attributes.length;
  const runnable = new Set(['', 'module', 'text/javascript', 'application/javascript']);
  let runs = 0;
  /**
   * Runs the page's scripts again over its new body, as a load would, each replaced by a
   * copy: a module's file runs again only under another URL.
   */
  const runScripts = () => {
    runs += 1;
    for (const script of document.querySelectorAll('script')) {
      if (!runnable.has(script.type) || (script.src && new URL(script.src).pathname === urls.clientUrl)) continue;
      const again = document.createElement('script');
      for (const attribute of script.attributes) again.setAttribute(attribute.name, attribute.value);
      if (script.type === 'module' && script.src) {
        const url = new URL(script.src);
        url.searchParams.set('sitegen-run', String(runs));
        again.src = url.href;
      }
      again.text = script.text;
      script.replaceWith(again);
    }
  };
  const takeNewBody = async (before: Document) => {
    const after = await fetchServed();
    if (!after.ok || !sameShell(before, after.document)) return location.reload();
    served = Promise.resolve(after);
    const [x, y] = [scrollX, scrollY];
    document.body.replaceWith(document.importNode(after.document.body, true));
    scrollTo(x, y);
    runScripts();
  };
  let updating = Promise.resolve();

  const events = new EventSource(urls.eventsUrl);
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('pages', (event) => {
    hideError();
    const paths = JSON.parse((event as MessageEvent<string>).data) as string[];
    updating = updating
      .then(async () => {
        const before = await served;
        // A page served at an address not its own (the not-found page) is not named by it: it reloads.
        if (!before?.ok) location.reload();
        else if (isThisPage(paths)) await takeNewBody(before.document);
      })
      .catch(() => location.reload());
  });
  events.addEventListener('styles', () => {
    hideError();
    swapStylesheets();
  });
  events.addEventListener('ok', hideError);
  events.addEventListener('error-report', (event) => showError((event as MessageEvent<string>).data));
}
