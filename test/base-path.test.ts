import { beforeAll, describe, expect, it } from 'vitest';
import { builtBase } from '../src/serve/built-base.ts';
import { startPreviewServer } from '../src/serve/preview-server.ts';
import { buildSiteOnce, type BuiltSite } from './support/built-site.ts';
import { runSitegen } from './support/project.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSiteOnce({ base: '/docs/', url: 'https://me.github.io' });
});

const isExternal = (url: string) => /^(https?:|mailto:|tel:|#)/.test(url);

describe('--base /docs/', () => {
  it('makes every internal href, src and form action start with /docs/', async () => {
    let checked = 0;
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      for (const element of $('[href], [src], form[action]').toArray()) {
        const url = $(element).attr('href') ?? $(element).attr('src') ?? $(element).attr('action') ?? '';
        if (isExternal(url)) continue;
        checked++;
        expect(url, `${file}: <${element.tagName}>`).toMatch(/^\/docs\//);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('puts the base path and the --url origin in canonicals, sitemap and feed', async () => {
    const $ = await site.page('/about');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://me.github.io/docs/about/');
    expect(await site.read('sitemap.xml')).toContain('<loc>https://me.github.io/docs/blog/</loc>');
    expect(await site.read('robots.txt')).toContain('Sitemap: https://me.github.io/docs/sitemap.xml');
    expect(await site.read('feed.xml')).toMatch(/<link>https:\/\/me\.github\.io\/docs\/blog\/[a-z0-9-]+\/<\/link>/);
  });

  it('rewrites links inside article bodies too', async () => {
    const bodies = await Promise.all(
      site.htmlFiles.filter((file) => file.startsWith('blog/') && file !== 'blog/index.html').map((file) => site.page(file)),
    );
    const bodyLinks = bodies.flatMap(($) =>
      $('.article__body a[href^="/"]')
        .toArray()
        .map((element) => $(element).attr('href')!),
    );
    expect(bodyLinks.length).toBeGreaterThan(0);
    // A page's address ends in a slash; a file's (a figure's full-size image) in its extension.
    for (const href of bodyLinks) expect(href).toMatch(/^\/docs\/(.*\/(#.*)?|images\/[^/]+\.\w+)$/);
  });

  it('is previewed at its base, read from the build itself, with every file a page links there', async () => {
    const base = await builtBase(site.outDir);
    expect(base).toBe('/docs/');
    const server = await startPreviewServer({ dir: site.outDir, base, host: '127.0.0.1', port: 0 });
    try {
      expect(server.url).toMatch(/\/docs\/$/);
      const root = await fetch(new URL('/', server.url), { redirect: 'manual' });
      expect(root.headers.get('location')).toBe('/docs/');
      const $ = await site.page('/about');
      const linked = $('link[href], script[src], img[src]')
        .toArray()
        .map((element) => $(element).attr('href') ?? $(element).attr('src') ?? '');
      for (const path of ['/docs/about/', ...linked.filter((url) => !isExternal(url))]) {
        expect((await fetch(new URL(path, server.url))).status, path).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('is checked clean under its base path by sitegen check --dir --base', async () => {
    const result = await runSitegen(['check', '--dir', site.outDir, '--base', '/docs/']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`Checked ${site.htmlFiles.length} pages: no problems.\n`);
    expect(result.code).toBe(0);
  });
});
