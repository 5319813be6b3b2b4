/** A list of short labels: technologies, skills, tags. */
export function Badges({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className="badges" role="list" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="badge">
          {item}
        </li>
      ))}
    </ul>
  );
}
