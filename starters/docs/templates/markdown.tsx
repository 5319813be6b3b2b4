import { directive, type MarkdownSettings } from 'sitegen';
import { z } from 'zod';

/** The kinds of callout writers can use, each with the title it shows when the writer gives none. */
const callouts = { note: 'Note', tip: 'Tip', warning: 'Warning' } as const;

function callout(kind: keyof typeof callouts) {
  return directive({
    kind: 'container',
    attributes: z.strictObject({}),
    component: ({ label, children }) => (
      // A note, not an aside: a page may hold several callouts, and each aside would be a landmark of its own.
      <div className={`callout callout--${kind}`} role="note">
        {/* A title the writer gave is part of the text; the kind's own word is not, and stays out of search. */}
        {label === undefined ? (
          <p className="callout__title" data-pagefind-ignore="">
            {callouts[kind]}
          </p>
        ) : (
          <p className="callout__title">{label}</p>
        )}
        {children}
      </div>
    ),
  });
}

/** The docs' Markdown: callouts written `:::note`, `:::tip` or `:::warning`, with an optional `[title]`. */
export function docsMarkdown(): MarkdownSettings {
  return {
    tableLabel: 'Table',
    directives: { note: callout('note'), tip: callout('tip'), warning: callout('warning') },
  };
}
