/**
 * Share links open the network's share page in a small window of its own instead
 * of leaving the article. The link's address is used as it is: the build fills it
 * with the page's canonical address (`<link rel="canonical">`), not `location.href`,
 * so visitors always share the public page, never a preview host, a local dev
 * server, a #fragment or a tracking query. The links work the same without JavaScript.
 */
export function enhanceShareLinks(root: Document, win: Window): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-share]')) {
    link.addEventListener('click', (event) => {
      // Modified clicks keep their usual meaning: a new tab, a new window, a download.
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      win.open(link.href, '_blank', 'noopener,width=640,height=640');
    });
  }
}
