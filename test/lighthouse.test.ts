import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { auditedPages } from '../bench/lighthouse/audited-pages.ts';
import { summarizeResult, type LighthouseResult, type PageSummary } from '../bench/lighthouse/lighthouse-summary.ts';
import { startLighthouse } from '../bench/lighthouse/run-lighthouse.ts';
import { formatFailingAudits, formatScoreTable, medianScores, passes } from '../bench/lighthouse/score-report.ts';
import { startPreviewServer } from '../src/serve/preview-server.ts';
import { makeTempDir, repoRoot } from './support/project.ts';

const origin = 'http://127.0.0.1:4000';

/** A Lighthouse result with only what the bench reads: every category 100 unless `changes` say otherwise. */
function lighthouseResult(changes: Partial<LighthouseResult> = {}): LighthouseResult {
  const perfect = { score: 1, auditRefs: [] };
  return {
    categories: { performance: perfect, accessibility: perfect, 'best-practices': perfect, seo: perfect },
    audits: {},
    ...changes,
  };
}

function audit(id: string, score: number | null, scoreDisplayMode = 'binary', displayValue?: string) {
  return { id, title: `title of ${id}`, score, scoreDisplayMode, ...(displayValue ? { displayValue } : {}) };
}

function summary(scores: Partial<PageSummary['scores']>, changes: Partial<PageSummary> = {}): PageSummary {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
    failing: [],
    foreignRequests: [],
    ...changes,
  };
}

describe('summarizeResult', () => {
  it('turns category scores into 0-100 and keeps an unscored category as null', () => {
    const result = lighthouseResult({
      categories: {
        performance: { score: 0.994, auditRefs: [] },
        accessibility: { score: 0.876, auditRefs: [] },
        'best-practices': { score: null, auditRefs: [] },
      },
    });
    expect(summarizeResult(result, origin).scores).toEqual({ performance: 99, accessibility: 88, 'best-practices': null, seo: null });
  });

  it('lists the audits that cost points, only in categories below 100, and tells diagnostics from weighted audits', () => {
    const result = lighthouseResult({
      categories: {
        performance: {
          score: 0.97,
          auditRefs: [
            { id: 'largest-contentful-paint', weight: 25 },
            { id: 'render-blocking-insight', weight: 0 },
            { id: 'first-contentful-paint', weight: 10 },
          ],
        },
        accessibility: {
          score: 0.9,
          auditRefs: [
            { id: 'color-contrast', weight: 7 },
            { id: 'focus-traps', weight: 0 },
            { id: 'label', weight: 7 },
            { id: 'video-caption', weight: 10 },
          ],
        },
        'best-practices': { score: 1, auditRefs: [{ id: 'deprecations', weight: 5 }] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        'largest-contentful-paint': audit('largest-contentful-paint', 0.91, 'numeric', '2.6 s'),
        'render-blocking-insight': audit('render-blocking-insight', 0, 'metricSavings', 'Est savings of 150 ms'),
        'first-contentful-paint': audit('first-contentful-paint', 1, 'numeric', '1.0 s'),
        'color-contrast': audit('color-contrast', 0),
        'focus-traps': audit('focus-traps', null, 'manual'),
        label: audit('label', null, 'notApplicable'),
        'video-caption': audit('video-caption', null, 'error'),
        // Failing, but in a category at 100 (its weight is zero): not a reason for any missing point.
        deprecations: audit('deprecations', 0),
      },
    });
    expect(summarizeResult(result, origin).failing).toEqual([
      {
        category: 'performance',
        id: 'largest-contentful-paint',
        title: 'title of largest-contentful-paint',
        score: 91,
        displayValue: '2.6 s',
        weighted: true,
      },
      {
        category: 'performance',
        id: 'render-blocking-insight',
        title: 'title of render-blocking-insight',
        score: 0,
        displayValue: 'Est savings of 150 ms',
        weighted: false,
      },
      {
        category: 'accessibility',
        id: 'color-contrast',
        title: 'title of color-contrast',
        score: 0,
        displayValue: undefined,
        weighted: true,
      },
    ]);
  });

  it('reports every request to another origin, but not inline data', () => {
    const items = [
      { url: `${origin}/` },
      { url: `${origin}/assets/main.css` },
      { url: 'data:image/svg+xml,<svg/>' },
      { url: 'http://localhost:4000/font.woff2' },
      { url: 'https://fonts.example.com/inter.css' },
    ];
    const result = lighthouseResult({
      audits: { 'network-requests': { ...audit('network-requests', null, 'informative'), details: { type: 'table', items } } },
    });
    expect(summarizeResult(result, origin).foreignRequests).toEqual([
      'http://localhost:4000/font.woff2',
      'https://fonts.example.com/inter.css',
    ]);
  });
});

describe('the score report', () => {
  it('takes the median of each category over the runs, or null if a run could not score it', () => {
    const runs = [summary({ performance: 97, seo: 100 }), summary({ performance: 100, seo: null }), summary({ performance: 99 })];
    expect(medianScores(runs)).toEqual({ performance: 99, accessibility: 100, 'best-practices': 100, seo: null });
    expect(medianScores([summary({ performance: 98 }), summary({ performance: 99 })]).performance).toBe(99);
  });

  it('prints one row per page with the median and, over several runs, the range', () => {
    const table = formatScoreTable([
      { path: '/', runs: [summary({}), summary({})] },
      { path: '/blog/a-long-article/', runs: [summary({ performance: 96 }), summary({ performance: 99 }), summary({ performance: 98 })] },
    ]);
    expect(table.split('\n')).toEqual([
      'page                   performance  accessibility  best-practices  seo',
      '---------------------  -----------  -------------  --------------  ---',
      '/                              100            100             100  100',
      '/blog/a-long-article/   98 (96-99)            100             100  100',
    ]);
  });

  it('lists what costs points per page, weighted audits first, with how many runs each failed in', () => {
    const lcp = {
      category: 'performance',
      id: 'largest-contentful-paint',
      title: 'Largest Contentful Paint',
      score: 91,
      displayValue: '2.6 s',
      weighted: true,
    } as const;
    const blocking = {
      category: 'performance',
      id: 'render-blocking-insight',
      title: 'Render blocking requests',
      score: 0,
      weighted: false,
    } as const;
    const report = formatFailingAudits([
      { path: '/', runs: [summary({})] },
      {
        path: '/contact/',
        runs: [
          summary({ performance: 97 }, { failing: [blocking, lcp] }),
          summary({ performance: 99 }, { failing: [blocking] }),
          summary({}),
        ],
      },
    ]);
    expect(report).toBe(
      [
        '/contact/',
        '  performance: 99 (97-100)',
        '    largest-contentful-paint: Largest Contentful Paint (2.6 s), score 91, in 1 of 3 runs',
        '    render-blocking-insight: Render blocking requests, score 0 [diagnostic], in 2 of 3 runs',
      ].join('\n'),
    );
  });

  it('lists what cost points in a low run even when the median is 100', () => {
    const fcp = {
      category: 'performance',
      id: 'first-contentful-paint',
      title: 'First Contentful Paint',
      score: 93,
      displayValue: '1.6 s',
      weighted: true,
    } as const;
    const runs = [summary({}), summary({ performance: 98 }, { failing: [fcp] }), summary({})];
    expect(formatFailingAudits([{ path: '/blog/post/', runs }])).toBe(
      '/blog/post/\n  performance: 100 (98-100)\n    first-contentful-paint: First Contentful Paint (1.6 s), score 93, in 1 of 3 runs',
    );
    expect(formatFailingAudits([{ path: '/', runs: [summary({}), summary({})] }])).toBe('');
  });

  it('passes only when every median is 100 and no page asked for another origin', () => {
    expect(passes([{ path: '/', runs: [summary({}), summary({ seo: 92 }), summary({})] }])).toBe(true);
    expect(passes([{ path: '/', runs: [summary({ seo: 92 }), summary({ seo: 92 }), summary({})] }])).toBe(false);
    const foreign = [{ path: '/', runs: [summary({}, { foreignRequests: ['https://cdn.example.com/x.js'] })] }];
    expect(passes(foreign)).toBe(false);
    expect(formatFailingAudits(foreign)).toBe('/\n  requests that left the served origin:\n    https://cdn.example.com/x.js');
  });
});

/** A folder with the audited pages and three articles of different sizes. */
let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-lighthouse-pages-');
  const pages = {
    '': 'home',
    blog: 'list',
    contact: 'contact',
    portfolio: 'portfolio',
    'blog/short': 'a',
    'blog/long': 'a much longer article',
    'blog/mid': 'a longer one',
  };
  for (const [path, html] of Object.entries(pages)) {
    await mkdir(join(dir, path), { recursive: true });
    await writeFile(join(dir, path, 'index.html'), html);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the audited pages', () => {
  it('are the home page, the blog list, the heaviest article, contact and portfolio', async () => {
    expect(await auditedPages(dir)).toEqual(['/', '/blog/', '/blog/long/', '/contact/', '/portfolio/']);
  });

  it('take the article asked for, written with or without slashes', async () => {
    expect((await auditedPages(dir, 'blog/short'))[2]).toBe('/blog/short/');
    expect((await auditedPages(dir, '/blog/mid/'))[2]).toBe('/blog/mid/');
  });

  it('name the missing file when a page is not in the folder', async () => {
    await expect(auditedPages(dir, '/blog/missing')).rejects.toThrow(
      `has no page /blog/missing/ (no ${join(dir, 'blog/missing/index.html')})`,
    );
    await expect(auditedPages(join(dir, 'blog'))).rejects.toThrow(`${join(dir, 'blog', 'blog')} holds no article`);
  });
});

describe.concurrent('the bench script', () => {
  const run = async (args: readonly string[], env: NodeJS.ProcessEnv = process.env) => {
    try {
      const script = join(repoRoot, 'bench', 'lighthouse.ts');
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return failure;
    }
  };

  it('exits 2 on a usage error', async () => {
    const result = await run(['--runs', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("option '-r, --runs <n>' argument '0' is invalid. must be a whole number from 1 to 20");
  });

  it('exits 1 naming the folder when it holds no site', async () => {
    const result = await run(['--dir', 'no-such-folder']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Lighthouse bench failed: ${join(repoRoot, 'no-such-folder')} holds no built site (no index.html)`);
  });

  it('exits 1 naming the browser it looked for when there is no Chromium', async () => {
    const result = await run(['--dir', dir], { ...process.env, CHROMIUM_PATH: '/no/chromium' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Lighthouse bench failed: no Chromium at /no/chromium: install it (apt-get install chromium) or set CHROMIUM_PATH',
    );
  });
});

describe('a real Lighthouse run', () => {
  let site: string;
  let elsewhere: string;
  beforeAll(async () => {
    [site, elsewhere] = await Promise.all([makeTempDir('sitegen-lighthouse-site-'), makeTempDir('sitegen-lighthouse-elsewhere-')]);
    await writeFile(join(elsewhere, 'dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  });
  afterAll(() => Promise.all([site, elsewhere].map((dir) => rm(dir, { recursive: true, force: true }))));

  it('scores a served page in all four categories and reports a request to another origin', { timeout: 120_000 }, async () => {
    // The image comes from a second server on this machine: another origin, which the bench must report.
    const other = await startPreviewServer({ dir: elsewhere, host: '127.0.0.1', port: 0 });
    await writeFile(
      join(site, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>A small page</title><meta name="description" content="A small page that Lighthouse audits in a test of the bench."></head>` +
        `<body><main><h1>A small page</h1><img src="${other.url}dot.svg" alt="A dot" width="10" height="10"></main></body></html>`,
    );
    const server = await startPreviewServer({ dir: site, host: '127.0.0.1', port: 0 });
    const lighthouse = await startLighthouse();
    try {
      const result = await lighthouse.audit(server.url);
      for (const score of Object.values(result.scores)) expect(score).toBeGreaterThanOrEqual(0);
      expect(result.scores.accessibility).toBe(100);
      expect(result.foreignRequests).toEqual([`${other.url}dot.svg`]);
    } finally {
      await lighthouse.close();
      await Promise.all([server.close(), other.close()]);
    }
  });
});
