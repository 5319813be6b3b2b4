import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  lead?: string | undefined;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** A titled band of a page, labelled by its heading for assistive technology. */
export function Section({ id, title, lead, tone = 'plain', children }: SectionProps) {
  return (
    <section className={`section section--${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className="section__header">
          <h2 className="section__title" id={`${id}-title`}>
            {title}
          </h2>
          {lead && <p className="section__lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
