/**
 * A blog list spread over several pages holds only its own cards. To filter every
 * post, the compact index (`/blog/index.json`) is loaded on first use and a card is
 * made for each post from the page's card template.
 */
import type { BlogIndexEntry as IndexEntry } from '../../templates/blog-files.ts';

/** Every post's card, in list order: the page's own, and new ones for the rest. Appended to the grid, hidden. */
export async function loadAllCards(grid: HTMLElement, indexUrl: string, root: Document): Promise<HTMLElement[]> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
  const entries = (await response.json()) as IndexEntry[];
  const template = root.querySelector<HTMLTemplateElement>('template[data-post-card-template]');
  const icons = root.querySelector<HTMLTemplateElement>('template[data-post-icons]');
  if (!template || !icons) throw new Error('The blog list has no card template');
  const existing = new Map([...grid.querySelectorAll<HTMLElement>('[data-post-card]')].map((card) => [card.dataset.postId, card]));
  const cards = entries.map((entry) => existing.get(String(entry.id)) ?? cardFor(entry, template, icons));
  grid.append(...cards);
  return cards;
}

function cardFor(entry: IndexEntry, template: HTMLTemplateElement, icons: HTMLTemplateElement): HTMLElement {
  const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  card.hidden = true;
  card.dataset.postId = String(entry.id);
  card.dataset.category = entry.category;
  card.dataset.searchText = [entry.title, entry.excerpt, ...entry.tags].join('\n').toLowerCase();
  const slot = <T extends HTMLElement>(name: string) => card.querySelector<T>(`[data-card-${name}]`);
  const text = (name: string, value: string) => {
    const element = slot(name);
    if (element) element.textContent = value;
  };
  text('category', entry.category);
  text('date', entry.date);
  slot('date')?.setAttribute('datetime', entry.publishDate);
  text('read-time', entry.readTime);
  text('title', entry.title);
  text('excerpt', entry.excerpt);
  text('more-title', `: ${entry.title}`);
  for (const link of [slot<HTMLAnchorElement>('title'), slot<HTMLAnchorElement>('more')]) link?.setAttribute('href', entry.url);
  const icon = icons.content.querySelector(`[data-icon="${CSS.escape(entry.icon)}"]`);
  if (icon) slot('icon')?.replaceChildren(...[...icon.childNodes].map((node) => node.cloneNode(true)));
  return card;
}
