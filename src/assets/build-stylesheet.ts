import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import browserslist from 'browserslist';
import { browserslistToTargets, bundleAsync } from 'lightningcss';

/** Browsers the stylesheet is compiled for: nesting is flattened and prefixes added where they need it. */
export const browserTargets = browserslistToTargets(browserslist('defaults'));

export class StylesheetError extends Error {
  override name = 'StylesheetError';
}

/** Bundles `@import`s, flattens nesting, adds prefixes and minifies: one stylesheet for the site. */
export async function buildStylesheet(entry: string): Promise<string> {
  try {
    const { code } = await bundleAsync({
      filename: entry,
      minify: true,
      targets: browserTargets,
      resolver: { read: (file) => readFile(file, 'utf8') },
    });
    return code.toString();
  } catch (error) {
    const failure = error as { message: string; fileName?: string; loc?: { line: number; column: number } };
    const where = failure.fileName ? `${relative(process.cwd(), failure.fileName)}:${failure.loc?.line ?? 1}: ` : '';
    throw new StylesheetError(`${where}${failure.message}`);
  }
}
