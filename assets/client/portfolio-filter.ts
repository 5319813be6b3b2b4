/** Shows only the portfolio projects of the chosen category; the pressed button says which one. */
export function enhancePortfolioFilter(root: Document): void {
  const filter = root.querySelector<HTMLElement>('[data-portfolio-filter]');
  const scope = filter?.closest('section');
  if (!filter || !scope) return;
  const buttons = filter.querySelectorAll<HTMLElement>('[data-filter-value]');
  const projects = scope.querySelectorAll<HTMLElement>('[data-category]');
  filter.addEventListener('click', (event) => {
    const chosen = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-filter-value]') : null;
    if (!chosen) return;
    // The 'All' button's value is empty.
    const category = chosen.dataset.filterValue;
    for (const button of buttons) button.setAttribute('aria-pressed', String(button === chosen));
    for (const project of projects) project.hidden = !!category && project.dataset.category !== category;
  });
}
