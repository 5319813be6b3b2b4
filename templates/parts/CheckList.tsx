import { Icon } from './Icon.tsx';

/** A list whose items carry a check mark: what a service includes. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list" role="list">
      {items.map((item) => (
        <li key={item} className="check-list__item">
          <Icon name="circle-check" size={20} className="check-list__mark" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
