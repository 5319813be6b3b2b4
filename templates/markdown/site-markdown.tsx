import type { LoadedData, MarkdownSettings } from 'sitegen';
import type { SiteContent } from '../content.ts';
import { CodeBlock } from './CodeBlock.tsx';

/** The prose column (prose.css) is 70ch of 17px text, about 45rem, and the whole viewport below 48rem. */
const proseImageSizes = '(min-width: 48rem) 45rem, 100vw';

/** How this site's Markdown is rendered: code blocks with a bar naming their language and a copy button. */
export function siteMarkdown(data: LoadedData<SiteContent>): MarkdownSettings {
  return {
    tableLabel: data.site.tableLabel,
    imageSizes: proseImageSizes,
    codeBlock: ({ language, children }) => (
      <CodeBlock language={language} copyLabel={data['blog-post'].copyCode}>
        {children}
      </CodeBlock>
    ),
  };
}
