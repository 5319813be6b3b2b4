import type { Root as HastRoot } from 'hast';
import type { Schema } from 'hast-util-sanitize';
import { unified } from 'unified';
import type { MarkdownSettings } from '../definition/define-site.ts';
import { markdownParsers, type MarkdownParser } from './github-markdown.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { widenedSchema } from './sanitizer-allowance.ts';

/** What of a site's Markdown settings a body's rendering is made with: the rest (components) goes in after it. */
export type RenderingSettings = Pick<MarkdownSettings, 'tableLabel' | 'remarkPlugins' | 'rehypePlugins' | 'allow'>;

/**
 * A site's Markdown settings made ready to parse and render bodies with, in one
 * thread: its plugins attached once, for every body the thread renders.
 */
export interface MarkdownPipeline {
  /** The parser of a body: GitHub's Markdown, block directives, and the syntax the site's remark plugins add. */
  readonly parserFor: (body: string) => MarkdownParser;
  /** Whether the site has remark plugins to run on each parsed tree (with `parser.runSync`). */
  readonly remarkPlugins: boolean;
  /** Runs the site's rehype plugins on a body's HTML tree, which they change or replace; undefined without any. */
  readonly rehype: ((tree: HastRoot, file: string) => HastRoot) | undefined;
  readonly sanitizeSchema: Schema;
  readonly tableLabel: string;
  /** Rewrites site paths in links (`/guides/setup`) to the URLs the build serves. */
  readonly link: (path: string) => string;
}

/** Labels bodies are rendered with while the site's own are unknown: their errors are what is wanted of them then. */
const unknownSettings: RenderingSettings = { tableLabel: 'Table' };

/** The pipeline of the site's settings (see markdownSettingsOf), checked; undefined while they cannot be made. */
export function markdownPipeline(settings: RenderingSettings | undefined, link: (path: string) => string): MarkdownPipeline {
  const { remarkPlugins = [], rehypePlugins = [], allow, tableLabel } = settings ?? unknownSettings;
  const rehype = rehypePlugins.length > 0 ? unified().use(rehypePlugins).freeze() : undefined;
  return {
    parserFor: markdownParsers((parser) => parser().use(remarkPlugins).freeze()),
    remarkPlugins: remarkPlugins.length > 0,
    // A plugin may give back another root: unified's types cannot say which kind of node comes out.
    rehype: rehype && ((tree, file) => rehype.runSync(tree, { path: file }) as HastRoot),
    sanitizeSchema: allow ? widenedSchema(sanitizeSchema, allow) : sanitizeSchema,
    tableLabel,
    link,
  };
}
