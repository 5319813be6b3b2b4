/**
 * Marks the contents link of the section being read: the last heading scrolled
 * past a line a third of the way down the viewport.
 */
export function enhanceTableOfContents(root: Document): void {
  const view = root.defaultView;
  const sections = [...root.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')].flatMap((link) => {
    const heading = root.getElementById(decodeURIComponent(link.hash.slice(1)));
    return heading ? [{ link, heading }] : [];
  });
  if (!view || !sections.length) return;

  let scheduled = false;
  const markCurrent = () => {
    scheduled = false;
    const line = view.innerHeight / 3;
    const current = sections.filter(({ heading }) => heading.getBoundingClientRect().top <= line).pop();
    for (const { link } of sections) {
      if (link === current?.link) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  // Measure at most once a frame, however fast the scroll events come.
  view.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      view.requestAnimationFrame(markCurrent);
    },
    { passive: true },
  );
  markCurrent();
}
