import type { ContentError } from '../content/content-error.ts';
import type { MarkdownSettings } from '../definition/define-site.ts';
import type { Directive } from '../definition/directive.ts';
import type { ImageCatalog } from '../images/published-image.ts';
import { codeBlockMarkup, type CodeBlockMarkup } from './code-block-markup.ts';
import { markupAround } from './component-markup.ts';
import { componentMarkerPattern, writtenAs, type DirectiveUse } from './component-uses.ts';
import { checkDirectiveUse } from './directive-uses.ts';
import type { RenderedMarkdown } from './render-markdown.ts';

/** What the site's components are put into bodies with, for one build. */
export interface BodyComponents {
  readonly codeBlock: CodeBlockMarkup;
  readonly directives: Readonly<Record<string, Directive>>;
  /** The build's images, which components show. */
  readonly images: ImageCatalog;
  /** Rewrites site paths to served URLs, for components' links. */
  readonly link: (path: string) => string;
}

export function bodyComponents(settings: MarkdownSettings, images: ImageCatalog, link: (path: string) => string): BodyComponents {
  return { codeBlock: codeBlockMarkup(settings.codeBlock), directives: settings.directives ?? {}, images, link };
}

export interface ComponentsHtml {
  readonly html: string;
  /** Directives the site does not declare, or whose attributes its schemas refuse, each at its line. */
  readonly errors: readonly ContentError[];
}

/** A use whose open marker was met and whose close is not yet: its label's HTML once its label marker is, and what came since. */
interface OpenUse {
  readonly use: number;
  label: string;
  html: string;
}

/**
 * A rendered body with the site's components in the places its markers hold (see
 * component-uses.ts), innermost first: a code block's component around its
 * highlighted `<pre>`, a directive's around the sanitized HTML of its label and
 * content. A component's markup is the site's own, trusted as a template is. A
 * directive the site does not declare, or with attributes its schema refuses, is an
 * error at its line, and its content is kept without a component.
 */
export function withComponents(body: RenderedMarkdown, file: string, components: BodyComponents): ComponentsHtml {
  if (body.components.length === 0) return { html: body.html, errors: [] };
  const errors: ContentError[] = [];
  let done = '';
  const open: OpenUse[] = [];
  const write = (text: string) => {
    const innermost = open.at(-1);
    if (innermost) innermost.html += text;
    else done += text;
  };
  let from = 0;
  for (const match of body.html.matchAll(componentMarkerPattern(body.key))) {
    write(body.html.slice(from, match.index));
    from = match.index + match[0].length;
    const use = Number(match[1]);
    const innermost = open.at(-1);
    if (match[2] === 'o') open.push({ use, label: '', html: '' });
    else if (innermost?.use !== use) throw new Error(`${file}: the markers of the body's component ${use} do not nest`);
    else if (match[2] === 'l') {
      innermost.label = innermost.html;
      innermost.html = '';
    } else {
      open.pop();
      const used = body.components[use];
      if (used?.kind === 'code') write(components.codeBlock(used.language, innermost.html));
      else if (used?.kind === 'directive') write(directiveMarkup(used, innermost, file, components, errors));
    }
  }
  // Joined with +, never copied whole: the result is made of slices of the rendering, which the build holds
  // anyway for the cache, and of the components' markup, so it shares the rendering's memory.
  return { html: done + body.html.slice(from), errors };
}

/** A directive's component around its parts; its content alone, with its problems in `errors`, when the site refuses it. */
function directiveMarkup(use: DirectiveUse, parts: OpenUse, file: string, components: BodyComponents, errors: ContentError[]): string {
  const checked = checkDirectiveUse(use, file, components.directives, components.images);
  if (!checked.ok) {
    errors.push(...checked.errors);
    return parts.html;
  }
  const html = { label: use.label ? parts.label : undefined, children: use.written === 'container' ? parts.html : undefined };
  try {
    return markupAround(html, (placeholders) =>
      checked.accepted.element({ ...placeholders, images: components.images, link: components.link }),
    );
  } catch (error) {
    throw new Error(
      `The component of ${writtenAs(use)} at ${file}:${use.line} threw: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}
