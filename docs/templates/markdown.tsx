import type { LoadedData, MarkdownSettings } from 'sitegen';
import { directive } from 'sitegen';
import { z } from 'zod';
import type { DocsContent } from './content.ts';

type CalloutKind = 'note' | 'tip' | 'warning';

/** A callout: `:::note`, `:::tip[Before you start]`, `:::warning`, titled by its kind unless the writer gives a label. */
function callout(kind: CalloutKind, title: string) {
  return directive({
    kind: 'container',
    attributes: z.strictObject({}),
    component: ({ label, children }) => (
      <aside className={`callout callout--${kind}`}>
        {label === undefined ? (
          <p className="callout__title" data-pagefind-ignore="">
            {title}
          </p>
        ) : (
          <p className="callout__title">{label}</p>
        )}
        {children}
      </aside>
    ),
  });
}

/** The docs' Markdown: code blocks named by their language, and three kinds of callout. */
export function docsMarkdown(data: LoadedData<DocsContent>): MarkdownSettings {
  const { words } = data.site;
  return {
    tableLabel: words.tableLabel,
    codeBlock: ({ language, children }) => (
      <div className="code-block">
        <span className="code-block__language" data-pagefind-ignore="">
          {language}
        </span>
        {children}
      </div>
    ),
    directives: { note: callout('note', words.note), tip: callout('tip', words.tip), warning: callout('warning', words.warning) },
  };
}
