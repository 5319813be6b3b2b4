import type { ReactNode } from 'react';

export interface CalloutProps {
  readonly tone: 'note' | 'warning';
  /** The writer's own heading (`:::warning[Keep the lease longer than the transaction]`), shown as part of the text. */
  readonly label: ReactNode;
  /** The heading when the writer gives none (`Note`): a marker, no part of the text for search or the feed. */
  readonly title: string;
  readonly children: ReactNode;
}

/** A passage set apart from the text around it: something to keep in mind, or a mistake to avoid. */
export function Callout({ tone, label, title, children }: CalloutProps) {
  return (
    <div className={`callout callout--${tone}`} role="note">
      {label === undefined ? (
        <p className="callout__title" data-pagefind-ignore="">
          {title}
        </p>
      ) : (
        <p className="callout__title">{label}</p>
      )}
      {children}
    </div>
  );
}
