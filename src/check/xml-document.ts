import { SaxesParser } from 'saxes';
import { codePointNotation } from '../content/control-characters.ts';
import { nonXmlCharacter } from '../output/xml-text.ts';

/** An element of an XML document, with what a check needs of it. */
export interface XmlElement {
  /** Its local name, without a prefix: `link` for `<atom:link>`. */
  readonly name: string;
  /** Its namespace's URI; empty when it is in none. */
  readonly namespace: string;
  /** Where its start tag ends, as `file:line:column`. */
  readonly at: string;
  readonly children: readonly XmlElement[];
  /** Its own text and CDATA, not its children's. */
  readonly text: string;
}

/** A character XML forbids, where a reader stops at it. */
export interface ForbiddenCharacters {
  readonly count: number;
  /** The first one, as `U+001B`. */
  readonly first: string;
  /** Where it is, as `file:line:column`. */
  readonly at: string;
}

/** What a strict reader makes of a file that should be XML. */
export type XmlReading =
  | { readonly kind: 'not-utf8' }
  /** Not XML at all: the first error, as `file:line:column: what`; a reader reads no further. */
  | { readonly kind: 'malformed'; readonly error: string; readonly forbidden: ForbiddenCharacters | undefined }
  | { readonly kind: 'read'; readonly root: XmlElement; readonly forbidden: ForbiddenCharacters | undefined };

interface OpenElement {
  readonly name: string;
  readonly namespace: string;
  readonly at: string;
  readonly children: XmlElement[];
  text: string;
}

/**
 * Reads a file as feed readers and crawlers do: UTF-8, well-formed XML 1.0 with
 * namespaces, nothing past the first error. Characters XML forbids are counted apart
 * and read as U+FFFD, so that the rest of the file is still checked.
 */
export function readXml(file: string, bytes: Uint8Array): XmlReading {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'not-utf8' };
  }
  const forbidden = forbiddenCharactersOf(file, text);
  const parser = new SaxesParser({ xmlns: true, fileName: file });
  const at = () => `${file}:${parser.line}:${parser.column}`;
  let error: string | undefined;
  let root: XmlElement | undefined;
  const open: OpenElement[] = [];
  parser.on('error', (problem) => {
    error ??= problem.message.replace(/\.$/, '');
  });
  parser.on('opentag', (tag) => {
    open.push({ name: tag.local ?? tag.name, namespace: tag.uri ?? '', at: at(), children: [], text: '' });
  });
  parser.on('closetag', () => {
    const element = open.pop();
    if (!element) return;
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
  });
  const addText = (data: string) => {
    const element = open.at(-1);
    if (element) element.text += data;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(forbidden ? text.replace(nonXmlCharacter, '\uFFFD') : text).close();
  if (error !== undefined || root === undefined) return { kind: 'malformed', error: error ?? `${file}:1:0: no root element`, forbidden };
  return { kind: 'read', root, forbidden };
}

function forbiddenCharactersOf(file: string, text: string): ForbiddenCharacters | undefined {
  const found = [...text.matchAll(nonXmlCharacter)];
  const [first] = found;
  if (first === undefined) return undefined;
  const before = text.slice(0, first.index);
  const line = before.split('\n').length;
  const column = first.index - before.lastIndexOf('\n');
  return { count: found.length, first: codePointNotation(first[0]), at: `${file}:${line}:${column}` };
}

/** The element's children of one name, in any namespace. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}
