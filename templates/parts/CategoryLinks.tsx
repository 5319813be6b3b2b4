import { useSite } from '../site-context.tsx';

/** A category and the address of its archive. */
export interface CategoryLink {
  readonly name: string;
  readonly path: string;
}

interface CategoryLinksProps {
  label: string;
  /** Tells screen readers that the links scroll sideways in their row. */
  hint: string;
  /** The first link, to the whole list. */
  all: CategoryLink;
  categories: readonly CategoryLink[];
  /** The category whose archive this is; the whole list when undefined. */
  current: string | undefined;
}

/** The id of the hint that the links scroll sideways: one category filter per page. */
const hintId = 'category-links-hint';

/**
 * The blog's category filter as links to each archive, so that it works without
 * JavaScript; the client script filters in place by `data-filter-value` instead.
 * The links keep to one row, which scrolls sideways (blog.css).
 */
export function CategoryLinks({ label, hint, all, categories, current }: CategoryLinksProps) {
  const { link } = useSite();
  const options = [{ ...all, value: '' }, ...categories.map((category) => ({ ...category, value: category.name }))];
  return (
    <>
      <nav className="filter-bar" aria-label={label} aria-describedby={hintId}>
        {options.map((option) => (
          <a
            key={option.path}
            className="filter-button"
            href={link(option.path)}
            aria-current={option.value === (current ?? '') ? 'page' : undefined}
            data-filter-value={option.value}
          >
            {option.name}
          </a>
        ))}
      </nav>
      <p id={hintId} hidden>
        {hint}
      </p>
    </>
  );
}
