import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSiteOnce, type BuiltSite } from './support/built-site.ts';

/** Client JavaScript on any page, gzipped, Pagefind excluded (it loads only on the first search input). */
const scriptBudgetBytes = 6 * 1024;

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSiteOnce();
});

describe('budgets', () => {
  it(`keeps the client script of every page under ${scriptBudgetBytes / 1024} KB gzipped`, async () => {
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      const scripts = $('script[src]').toArray().map((element) => $(element).attr('src')!);
      let total = 0;
      for (const src of scripts) total += gzipSync(await readFile(join(site.outDir, src))).length;
      expect(scripts.length, file).toBe(1);
      expect(total, file).toBeLessThanOrEqual(scriptBudgetBytes);
    }
  });
});
