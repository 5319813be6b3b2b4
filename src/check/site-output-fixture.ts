import { parseSiteOutput } from './read-site-output.ts';
import type { SiteOutput } from './site-output.ts';

/** For the checks' tests: a built site held in memory, from file names and their text. */
export function siteOutputOf(files: Readonly<Record<string, string>>, base = '/'): Promise<SiteOutput> {
  const encoder = new TextEncoder();
  return parseSiteOutput({
    base,
    files: Object.keys(files),
    read: async (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`no file ${file} in this test's site`);
      return encoder.encode(text);
    },
  });
}

/** A minimal valid page around some body markup. */
export function pageWith(body: string, head = '<title>A page</title>'): string {
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}
