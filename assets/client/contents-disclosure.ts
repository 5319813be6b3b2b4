/**
 * Keeps the article's table of contents open where it is a sidebar and closed on a
 * phone. The page leaves it closed, so that a phone opens on the article, and its
 * stylesheet shows a sidebar's list whatever the state, so that it shows without this
 * script too: this makes the disclosure's state, which assistive technology announces,
 * agree with what is shown.
 */
export function enhanceContentsDisclosure(root: Document, view: Window): void {
  const disclosure = root.querySelector<HTMLDetailsElement>('[data-toc-disclosure]');
  const where = disclosure?.dataset.openWhere;
  if (!disclosure || !where) return;
  const sidebar = view.matchMedia(where);
  const follow = () => {
    disclosure.open = sidebar.matches;
  };
  follow();
  sidebar.addEventListener('change', follow);
  // A sidebar's list cannot be hidden, so a click on its title must not say it was.
  disclosure.addEventListener('toggle', () => {
    if (sidebar.matches && !disclosure.open) disclosure.open = true;
  });
}
