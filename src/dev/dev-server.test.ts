import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { DevBuildReport } from './dev-builder.ts';
import { copyProject, type TempProject } from '../../test/support/project.ts';
import { launchBrowser } from '../../test/browser/support/browser.ts';
import { searchFragments } from '../output/test-support/search-fragments.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

let project: TempProject;
let server: DevServer;
let browser: Browser;
const builds: ({ ok: true; report: DevBuildReport } | { ok: false; error: unknown })[] = [];
const eventually = { timeout: 20_000, interval: 50 };

beforeAll(async () => {
  project = await copyProject();
  [server, browser] = await Promise.all([
    startDevServer({
      root: project.root,
      contentDir: join(project.root, 'content'),
      host: '127.0.0.1',
      port: 0,
      describeError: (error) => String(error),
      onBuild: (result) => builds.push(result),
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser.close();
  await server.close();
  await project.remove();
});

const get = async (path: string) => {
  const response = await fetch(new URL(path, server.url));
  return { status: response.status, body: await response.text(), headers: response.headers };
};

/** Listens to the dev server's event stream like an open page does. */
async function listenToEvents() {
  const controller = new AbortController();
  const response = await fetch(new URL('/__sitegen/events', server.url), { signal: controller.signal });
  const events: { type: string; data: string }[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          if (type) events.push({ type, data: [...block.matchAll(/^data: ?(.*)$/gm)].map((match) => match[1]).join('\n') });
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  return { events, close: () => controller.abort() };
}

/** Saves a project file with an edit and waits for the build it starts. */
async function save(relativePath: string, edit: (text: string) => string) {
  const file = join(project.root, relativePath);
  const before = builds.length;
  await writeFile(file, edit(await readFile(file, 'utf8')));
  await vi.waitFor(() => expect(builds.length).toBeGreaterThan(before), eventually);
  return builds.at(-1)!;
}

const lastReport = () => {
  const last = builds.at(-1)!;
  if (!last.ok) throw new Error(`last build failed: ${String(last.error)}`);
  return last.report;
};

describe('sitegen dev', () => {
  it('serves the site with clean URLs, and the 404 page with status 404, each with the live-reload script', async () => {
    expect(builds[0]).toMatchObject({ ok: true });
    const liveReload = '<script type="module" src="/__sitegen/live-reload.js"></script></body>';
    const about = await get('/about/');
    expect(about.status).toBe(200);
    expect(about.body).toContain('<h1');
    expect(about.body).toContain(liveReload);
    expect((await get('/__sitegen/live-reload.js')).body).toContain('EventSource');
    const missing = await get('/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Oops! Page not found');
    expect(missing.body).toContain(liveReload);
  });

  it('re-renders only the edited post, the pages that show it and the feed, then tells pages to reload', async () => {
    const stream = await listenToEvents();
    try {
      const result = await save('content/blog/java-virtual-threads-in-practice.md', (text) =>
        text.replace(/^title: .*$/m, 'title: "Virtual Threads, Revisited"'),
      );
      expect(result.ok).toBe(true);
      // The blog list, its category's and its author's archives show it; the other Java article lists it as related.
      expect([...lastReport().changedPaths].sort()).toEqual(
        [
          '/blog',
          '/blog/author/rahul-iyer',
          '/blog/category/java-development',
          '/blog/java-virtual-threads-in-practice',
          '/blog/modelling-domains-with-records-and-sealed-types',
        ].sort(),
      );
      expect((await get('/blog/java-virtual-threads-in-practice/')).body).toContain('Virtual Threads, Revisited');
      expect((await get('/feed.xml')).body).toContain('Virtual Threads, Revisited');
      await vi.waitFor(() => expect(stream.events.map((event) => event.type)).toContain('reload'), eventually);
      // Kept for later builds once the pages reloaded: the checked front matter is in the cache.
      const cached = async () => {
        const folder = join(project.root, '.sitegen', 'cache', 'checked-content');
        return (await Promise.all((await readdir(folder)).map((name) => readFile(join(folder, name), 'utf8')))).join('');
      };
      await vi.waitFor(async () => expect(await cached()).toContain('Virtual Threads, Revisited'), eventually);
      // Then the search index, beside the builds, holds the new title too.
      const indexed = async () => (await searchFragments(join(project.root, '.sitegen', 'dev', 'pagefind'))).join('');
      await vi.waitFor(async () => expect(await indexed()).toContain('Virtual Threads, Revisited'), eventually);
    } finally {
      stream.close();
    }
  });

  it('rebuilds only the stylesheet for a CSS edit, and asks pages to swap it without reloading', async () => {
    const stream = await listenToEvents();
    try {
      await save('assets/styles/main.css', (text) => `${text}\n.dev-test-marker { color: rebeccapurple; }\n`);
      expect(lastReport().changedPaths).toEqual([]);
      expect(lastReport().browserUpdate).toBe('styles');
      expect((await get('/assets/main.css')).body).toContain('.dev-test-marker');
      await vi.waitFor(() => expect(stream.events.map((event) => event.type)).toEqual(['styles']), eventually);
    } finally {
      stream.close();
    }
  });

  it('swaps the new stylesheet into an open page without reloading it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(new URL('/about/', server.url).href);
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await save('assets/styles/main.css', (text) => `${text}\nbody { outline: 3px solid rgb(1, 2, 3); }\n`);
      await vi.waitFor(
        async () => expect(await page.evaluate(() => getComputedStyle(document.body).outlineColor)).toBe('rgb(1, 2, 3)'),
        eventually,
      );
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('updates only the pages a template edit changes', async () => {
    await save('templates/pages/CareersPage.tsx', (text) =>
      text.replace('<Hero hero={content.hero} />', '<Hero hero={content.hero} />\n      <p>Edited careers template</p>'),
    );
    expect(lastReport().changedPaths).toEqual(['/careers']);
    expect((await get('/careers/')).body).toContain('Edited careers template');
  });

  it('writes the compact index of every post while the blog list spans pages, and removes it when it no longer does', async () => {
    expect((await get('/blog/index.json')).status).toBe(404);
    expect((await save('content/site.yaml', (text) => text.replace(/^ {2}pageSize: \d+$/m, '  pageSize: 5'))).ok).toBe(true);
    expect((await get('/blog/page/3/')).status).toBe(200);
    expect(JSON.parse((await get('/blog/index.json')).body)).toHaveLength(13);
    expect((await save('content/site.yaml', (text) => text.replace(/^ {2}pageSize: 5$/m, '  pageSize: 24'))).ok).toBe(true);
    expect((await get('/blog/index.json')).status).toBe(404);
  });

  it('shows a broken front matter over the open page, keeps serving, and recovers on the next good save', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(new URL('/careers/', server.url).href);
      const file = 'content/pages/careers.yaml';
      const original = await readFile(join(project.root, file), 'utf8');

      const broken = await save(file, (text) => text.replace('hero:', 'hero: [broken'));
      expect(broken.ok).toBe(false);
      const overlay = page.getByRole('alertdialog', { name: 'Build error' });
      await vi.waitFor(async () => expect(await overlay.textContent()).toContain('careers.yaml'), eventually);
      expect((await get('/careers/')).status).toBe(200);

      const heroAt = original.indexOf('hero:');
      const fixed = await save(
        file,
        () => original.slice(0, heroAt) + original.slice(heroAt).replace(/title: .*/, 'title: Work with us, again'),
      );
      expect(fixed.ok).toBe(true);
      await vi.waitFor(
        async () => expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Work with us, again'),
        eventually,
      );
      expect(await overlay.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
