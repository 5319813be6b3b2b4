import type { CodeBlockProps, MarkdownSettings } from '../../definition/define-site.ts';
import { imageCatalogOf, type ImageCatalog } from '../../images/published-image.ts';
import { markdownPipeline, type MarkdownPipeline } from '../markdown-pipeline.ts';
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

export interface TestPipelineOptions {
  readonly link?: (path: string) => string;
  readonly images?: ImageCatalog;
}

/** A pipeline of the site's settings, `Data table` the tables' label unless they say otherwise; no images, links as they are. */
export function testPipeline(settings: Partial<MarkdownSettings> = {}, options: TestPipelineOptions = {}): MarkdownPipeline {
  return markdownPipeline({
    settings: { tableLabel: 'Data table', ...settings },
    images: options.images ?? imageCatalogOf([]),
    link: options.link ?? ((path) => path),
  });
}

/** Parses, highlights and renders a body of `post.md`, from its first line, as a build does. */
export async function renderBody(markdown: string, pipeline: MarkdownPipeline = testPipeline()): Promise<RenderedMarkdown> {
  const parsed = parseMarkdown({ file: 'post.md', body: markdown, firstLine: 1 }, pipeline);
  if (parsed.errors.length > 0) throw new Error(`The body has errors: ${JSON.stringify(parsed.errors)}`);
  return renderMarkdown(parsed, pipeline, await createCodeHighlighter(parsed.codeBlocks));
}
