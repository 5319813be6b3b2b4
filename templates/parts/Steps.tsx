/** Numbered steps of a process. */
export function Steps({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <ol className="steps">
      {items.map((step) => (
        <li key={step.title} className="step">
          <h3 className="step__title">{step.title}</h3>
          <p className="step__text">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
