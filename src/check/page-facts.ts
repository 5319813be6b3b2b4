import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { load, SelectorType } from 'cheerio';
import type { HtmlValidate } from 'html-validate';
import type { Memo } from '../cache/memo.ts';
import { redirectLocationOf } from '../output/redirect-page.ts';
import { srcsetUrls } from './asset-references.ts';
import { htmlValidateConfig } from './html-rules.ts';

/** An element that names an address, as the report shows it (`<img src="/a.png">`), and the address. */
export interface NamedReference {
  readonly element: string;
  readonly reference: string;
}

/** The code of one kind a page loads at once: the files it names, as written, and the gzipped size of each inline block. */
export interface PageCode {
  readonly files: readonly string[];
  readonly inlineBytes: readonly number[];
}

/** An html-validate error, where it is in the page. */
export interface HtmlError {
  readonly ruleId: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/**
 * What the checks read of one page, all of it from the page's HTML alone: kept by the
 * HTML's hash between checks, so that an unchanged page is neither parsed nor
 * validated again. Plain data, as JSON holds it.
 */
export interface PageFacts {
  /** `<a href>` and `<area href>`, in document order. */
  readonly links: readonly NamedReference[];
  /** What a `#fragment` can point at: every element's id, and the name of each `<a name>`. */
  readonly fragmentTargets: readonly string[];
  /** The files the page loads (`src`, `<link href>`, `poster`, each URL of a `srcset`), by kind of attribute. */
  readonly loads: readonly NamedReference[];
  /** The JavaScript it runs: `<script>` elements of a JavaScript type, outside `<template>`. */
  readonly scripts: PageCode;
  readonly stylesheets: PageCode;
  /** The `src` of each `<img>` without an `alt` attribute. */
  readonly imagesWithoutAlt: readonly string[];
  readonly title: string;
  readonly description: string;
  /** A page that only sends readers on to another address (see redirect-page.ts). */
  readonly redirects: boolean;
  readonly htmlErrors: readonly HtmlError[];
}

/** Reads the facts of pages, each from the memo when a page with the same HTML was read before. */
export interface PageFactsReader {
  read(html: string): Promise<PageFacts>;
}

/** `type` values that make a `<script>` run as JavaScript; others (JSON-LD, templates) are data. */
const javascriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Where elements name the files a page loads, in the order the report lists them. */
const loadingAttributes = [
  { selector: '[src]', attribute: 'src' },
  { selector: 'link[href]', attribute: 'href' },
  { selector: 'video[poster]', attribute: 'poster' },
] as const;

/** The tools a page is read with, loaded on the first page the memo lacks. */
interface FactTools {
  readonly load: typeof load;
  readonly validator: HtmlValidate;
}

export function openPageFactsReader(memo: Memo<PageFacts>): PageFactsReader {
  let tools: Promise<FactTools> | undefined;
  // Imported on first need: cheerio and html-validate take most of a second to load, which a check of unchanged pages need not pay.
  const loadTools = async (): Promise<FactTools> => {
    const [{ load }, { HtmlValidate }] = await Promise.all([import('cheerio'), import('html-validate')]);
    return { load, validator: new HtmlValidate(htmlValidateConfig) };
  };
  return {
    async read(html) {
      // Keyed by a hash of its own, so that the memo holds no page's text.
      const key = createHash('sha256').update(html).digest('hex');
      const known = memo.get(key);
      if (known) return known;
      const facts = factsOf(html, await (tools ??= loadTools()));
      memo.set(key, facts);
      return facts;
    },
  };
}

function factsOf(html: string, { load: parse, validator }: FactTools): PageFacts {
  const $ = parse(html);
  const named = (selector: SelectorType, attribute: string) =>
    $(selector)
      .toArray()
      .map((element) => {
        const reference = $(element).attr(attribute) ?? '';
        return { element: `<${element.tagName} ${attribute}="${reference}">`, reference };
      });
  const loads = loadingAttributes.flatMap(({ selector, attribute }) => named(selector, attribute));
  for (const element of $('[srcset]').toArray()) {
    const srcset = $(element).attr('srcset') ?? '';
    for (const reference of srcsetUrls(srcset)) loads.push({ element: `<${element.tagName} srcset="${srcset}">`, reference });
  }
  // `html` leaves out the inert content of <template> elements, which the parser keeps outside the document tree.
  const scripts = $('html script')
    .toArray()
    .filter((element) => javascriptTypes.has(($(element).attr('type') ?? '').trim().toLowerCase()));
  const gzippedSize = (text: string) => gzipSync(text).length;
  return {
    links: named('a[href], area[href]', 'href'),
    fragmentTargets: [
      ...$('[id]')
        .toArray()
        .map((element) => $(element).attr('id') ?? ''),
      ...$('a[name]')
        .toArray()
        .map((element) => $(element).attr('name') ?? ''),
    ],
    loads,
    scripts: {
      files: scripts.flatMap((element) => $(element).attr('src') ?? []),
      inlineBytes: scripts.filter((element) => $(element).attr('src') === undefined).map((element) => gzippedSize($(element).text())),
    },
    stylesheets: {
      files: $('link[rel~="stylesheet" i][href]')
        .toArray()
        .map((element) => $(element).attr('href') ?? ''),
      inlineBytes: $('html style')
        .toArray()
        .map((element) => gzippedSize($(element).text())),
    },
    imagesWithoutAlt: $('img:not([alt])')
      .toArray()
      .map((element) => $(element).attr('src') ?? ''),
    title: $('head > title').first().text(),
    description: $('meta[name="description" i]').attr('content') ?? '',
    redirects: redirectLocationOf(html) !== undefined,
    // Under one name for every page: the facts are the HTML's alone, whichever file holds it.
    htmlErrors: validator
      .validateStringSync(html, 'page.html')
      .results.flatMap((result) => result.messages)
      .map(({ ruleId, line, column, message }) => ({ ruleId, line, column, message })),
  };
}
