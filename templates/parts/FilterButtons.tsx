interface FilterButtonsProps {
  label: string;
  /** The first button, which shows everything and starts pressed. */
  all: string;
  options: readonly string[];
}

/** A group of toggle buttons choosing one category; the client script filters by `data-filter-value`. */
export function FilterButtons({ label, all, options }: FilterButtonsProps) {
  return (
    <div className="filter-bar" role="group" aria-label={label}>
      {[all, ...options].map((option) => (
        <button
          key={option}
          type="button"
          className="filter-button"
          aria-pressed={option === all}
          data-filter-value={option === all ? '' : option}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
