import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetsOf } from '../src/definition/define-site.ts';
import siteDefinition from '../templates/site.ts';
import { type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await sharedSite();
});

/** The gzipped bytes of the files a page names in `selector`'s `attribute`, and how many there are. */
async function gzippedFiles(file: string, selector: string, attribute: string): Promise<{ count: number; bytes: number }> {
  const $ = await site.page(file);
  const urls = $(selector)
    .toArray()
    .map((element) => $(element).attr(attribute)!);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await readFile(join(site.outDir, url))).length;
  return { count: urls.length, bytes };
}

const { script: scriptBudgetBytes, stylesheet: stylesheetBudgetBytes } = budgetsOf(siteDefinition);

describe('budgets', () => {
  it(`keeps the client script of every page under ${scriptBudgetBytes / 1024} KB gzipped`, async () => {
    for (const file of site.htmlFiles) {
      const scripts = await gzippedFiles(file, 'script[src]', 'src');
      expect(scripts.count, file).toBe(1);
      expect(scripts.bytes, file).toBeLessThanOrEqual(scriptBudgetBytes);
    }
  });

  it(`keeps the stylesheet of every page under ${stylesheetBudgetBytes / 1024} KB gzipped`, async () => {
    for (const file of site.htmlFiles) {
      const stylesheets = await gzippedFiles(file, 'link[rel="stylesheet"]', 'href');
      expect(stylesheets.count, file).toBe(1);
      expect(stylesheets.bytes, file).toBeLessThanOrEqual(stylesheetBudgetBytes);
    }
  });
});
