import type { IconCard } from '../schema/common.ts';
import { Icon } from './Icon.tsx';

/** A grid of cards, each an icon, a title and a sentence: features, values, benefits. */
export function IconCards({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className="card-grid" role="list">
      {items.map((item) => (
        <li key={item.title} className="card">
          <span className="card__icon">
            <Icon name={item.icon} />
          </span>
          <h3 className="card__title">{item.title}</h3>
          <p className="card__text">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
