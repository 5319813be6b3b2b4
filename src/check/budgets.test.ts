import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { checkBudgets, defaultBudgets } from './budgets.ts';

const { script: scriptBudgetBytes, stylesheet: stylesheetBudgetBytes } = defaultBudgets;
import { pageWith, siteOutputOf } from './site-output-fixture.ts';

/** Text that gzip cannot shrink much: `bytes` of randomness, base64-encoded. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');

describe('checkBudgets', () => {
  it('accepts pages within budget, counting only what runs as script, and measuring gzipped size', async () => {
    const output = await siteOutputOf({
      'index.html': pageWith(
        // Large before compression, small after: the budget is about bytes on the wire.
        `<script type="application/ld+json">${incompressible(scriptBudgetBytes * 2)}</script><template><script>${incompressible(scriptBudgetBytes * 2)}</script></template>`,
        `<title>T</title><link rel="stylesheet" href="/main.css"><script type="module" src="/main.js"></script><script src="https://cdn.example.com/big.js"></script><script src="/missing.js"></script>`,
      ),
      'main.js': 'console.log(1);'.repeat(5000),
      'main.css': 'a{color:red}'.repeat(5000),
    });
    expect(await checkBudgets(output)).toEqual([]);
  });

  it('reports a page whose JavaScript, files and inline scripts together, is over 6 KB gzipped', async () => {
    const script = incompressible(scriptBudgetBytes * 0.7);
    const inline = incompressible(scriptBudgetBytes * 0.5);
    const output = await siteOutputOf({
      'index.html': pageWith(`<script>${inline}</script>`, '<title>T</title><script src="/assets/main.js"></script>'),
      'about/index.html': pageWith('<p>small</p>', '<title>T</title><script src="/assets/small.js"></script>'),
      'assets/main.js': script,
      'assets/small.js': 'console.log(1);',
    });
    const total = Number(((gzipSync(script).length + gzipSync(inline).length) / 1024).toFixed(1));
    expect(await checkBudgets(output)).toEqual([
      { where: '/', message: `JavaScript is ${total} KB gzipped, over the 6 KB budget (/assets/main.js, 1 inline <script>)` },
    ]);
  });

  it('reports a page whose CSS, files and inline styles together, is over 10 KB gzipped', async () => {
    const stylesheet = incompressible(stylesheetBudgetBytes * 0.7);
    const inline = incompressible(stylesheetBudgetBytes * 0.5);
    const output = await siteOutputOf({
      'index.html': pageWith('<p>x</p>', `<title>T</title><link rel="stylesheet" href="/main.css"><style>${inline}</style>`),
      'main.css': stylesheet,
    });
    const total = Number(((gzipSync(stylesheet).length + gzipSync(inline).length) / 1024).toFixed(1));
    expect(await checkBudgets(output)).toEqual([
      { where: '/', message: `CSS is ${total} KB gzipped, over the 10 KB budget (/main.css, 1 inline <style>)` },
    ]);
  });

  it("holds pages to the site's own budgets where it sets them", async () => {
    const stylesheet = incompressible(3 * 1024);
    const output = await siteOutputOf({
      'index.html': pageWith('<p>x</p>', '<title>T</title><link rel="stylesheet" href="/main.css">'),
      'main.css': stylesheet,
    });
    const total = Number((gzipSync(stylesheet).length / 1024).toFixed(1));
    expect(await checkBudgets(output, { script: 6 * 1024, stylesheet: 2 * 1024 })).toEqual([
      { where: '/', message: `CSS is ${total} KB gzipped, over the 2 KB budget (/main.css)` },
    ]);
    expect(await checkBudgets(output, { script: 6 * 1024, stylesheet: 5 * 1024 })).toEqual([]);
  });
});
