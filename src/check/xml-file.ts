import type { Problem } from './problem.ts';
import type { SiteOutput } from './site-output.ts';
import { readXml, type XmlElement } from './xml-document.ts';

/** An XML file of a built site as a strict reader takes it: its root element when it reads at all, and what stops a reader. */
export interface CheckedXmlFile {
  readonly root: XmlElement | undefined;
  readonly problems: readonly Problem[];
}

/** Reads one of the site's XML files (`feed.xml`), if the output has it; problems are reported at its address. */
export async function readXmlFile(output: SiteOutput, file: string): Promise<CheckedXmlFile | undefined> {
  if (!output.files.has(file)) return undefined;
  const where = output.base + file;
  const reading = readXml(file, await output.read(file));
  if (reading.kind === 'not-utf8')
    return { root: undefined, problems: [{ where, message: 'is not UTF-8 text: readers cannot decode it' }] };
  const problems: Problem[] = [];
  if (reading.forbidden) {
    const { count, first, at } = reading.forbidden;
    const characters =
      count === 1 ? `a character XML forbids, ${first} at ${at}` : `${count} characters XML forbids, the first ${first} at ${at}`;
    problems.push({ where, message: `holds ${characters}: readers refuse the whole file` });
  }
  if (reading.kind === 'malformed') {
    problems.push({ where, message: `is not well-formed XML at ${reading.error}: readers refuse the whole file` });
    return { root: undefined, problems };
  }
  return { root: reading.root, problems };
}
