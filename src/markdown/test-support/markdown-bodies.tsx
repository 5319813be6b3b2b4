import type { ContentError } from '../../content/content-error.ts';
import type { CodeBlockProps, MarkdownSettings } from '../../definition/define-site.ts';
import { imageCatalogOf, type ImageCatalog } from '../../images/published-image.ts';
import { bodyComponents, withComponents } from '../body-components.ts';
import { markdownPipeline } from '../markdown-pipeline.ts';
import { parseMarkdown, renderMarkdown, type RenderedMarkdown } from '../render-markdown.ts';
import { createCodeHighlighter } from './code-highlighter.ts';

/** A code block's bar as a site may declare one: its language and a copy button, which are no part of the text. */
export function BarredCodeBlock({ language, children }: CodeBlockProps) {
  return (
    <div className="code-block" data-code-block="">
      <div className="code-block__bar" data-pagefind-ignore="">
        <span className="code-block__lang">{language}</span>
        <button type="button" data-copy-code="" data-requires-js="">
          Copy code
        </button>
      </div>
      {children}
    </div>
  );
}

export interface TestBodyOptions {
  /** Links as they are unless given. */
  readonly link?: (path: string) => string;
  /** No images unless given. */
  readonly images?: ImageCatalog;
}

export interface CompletedTestBody extends RenderedMarkdown {
  readonly errors: readonly ContentError[];
}

/**
 * A body of `post.md`, from its first line, as a build makes it with a site's settings
 * (`Data table` the tables' label unless they say otherwise): parsed, highlighted,
 * rendered, then its components put in. Every problem found on the way is in `errors`.
 */
export async function completedBody(
  markdown: string,
  settings: Partial<MarkdownSettings> = {},
  options: TestBodyOptions = {},
): Promise<CompletedTestBody> {
  const site: MarkdownSettings = { tableLabel: 'Data table', ...settings };
  const link = options.link ?? ((path: string) => path);
  const pipeline = markdownPipeline(site, link);
  const parsed = parseMarkdown({ file: 'post.md', body: markdown, firstLine: 1 }, pipeline);
  const rendered = renderMarkdown(parsed, pipeline, await createCodeHighlighter(parsed.codeBlocks));
  const { html, errors } = withComponents(rendered, 'post.md', bodyComponents(site, options.images ?? imageCatalogOf([]), link));
  return { ...rendered, html, errors: [...parsed.errors, ...errors] };
}

/** A body as completedBody makes it, failing the test when it has errors. */
export async function renderBody(
  markdown: string,
  settings: Partial<MarkdownSettings> = {},
  options: TestBodyOptions = {},
): Promise<RenderedMarkdown> {
  const body = await completedBody(markdown, settings, options);
  if (body.errors.length > 0) throw new Error(`The body has errors: ${JSON.stringify(body.errors)}`);
  return body;
}
