import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { coalesced } from './coalesced.ts';
import { createDevBuilder, type DevBuildReport } from './dev-builder.ts';
import type { NodeServing } from '../functions/node-adapter.ts';
import { withFunctions, type LocalFunction } from '../serve/function-routes.ts';
import { listen } from '../serve/listen.ts';
import { serveStaticFiles } from '../serve/static-files.ts';
import { liveReloadClient } from './client/live-reload.ts';
import { createLiveUpdates, type LiveEvent } from './live-updates.ts';
import { savedStates } from './saved-states.ts';
import { createSourceFunctions } from './source-functions.ts';
import { watchSources } from './watch-sources.ts';

export interface DevServerOptions {
  readonly root: string;
  readonly contentDir: string;
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** Told about every build, good or bad. */
  readonly onBuild: (result: { ok: true; report: DevBuildReport } | { ok: false; error: unknown }) => void;
  /** Turns a build error into the text shown in the terminal and over the page. */
  readonly describeError: (error: unknown) => string;
}

export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

const liveReloadPath = '/__sitegen/live-reload.js';
const eventsPath = '/__sitegen/events';
/**
 * How long to wait for a burst of saves (an editor writing several files) to end before
 * rebuilding. The watcher tells of a save's first event at once, which can come before
 * the editor has finished writing: without this wait, a build under load started before
 * a template's save was done, and saw no change.
 */
const debounceMilliseconds = 25;
/**
 * How long the caches and the search index wait once open pages are told of a build,
 * unless a save comes first: on a busy machine their work held up the pages' requests
 * for their new HTML.
 */
const pagesFirstMilliseconds = 150;

/**
 * Builds the site into `.sitegen/dev`, serves it, and rebuilds only what each saved
 * file affects. Open pages reload by themselves (or swap the stylesheet in place), and
 * a failed build is shown in the terminal and over the page while the last good
 * site stays served, until the next good save. The functions the last good build
 * found are served at their addresses, from their modules as they are at each request.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const outDir = join(options.root, '.sitegen', 'dev');
  await rm(outDir, { recursive: true, force: true });
  const builder = createDevBuilder({
    root: options.root,
    contentDir: options.contentDir,
    outDir,
    // Written into every page, the 404 page included, so that pages are served as they are.
    pageScript: liveReloadPath,
  });
  const live = createLiveUpdates();
  const sourceFunctions = createSourceFunctions(options.root);
  let functions: readonly LocalFunction[] = [];
  /** Tells of a failure in the terminal and over the open pages, while the last good site stays served. */
  const reportFailure = (error: unknown) => {
    options.onBuild({ ok: false, error });
    live.send({ type: 'error-report', message: options.describeError(error) });
  };

  // Beside the builds, not in their queue: Pagefind takes seconds over a large site's part, and a save made meanwhile is built at once.
  const searchIndex = coalesced(async () => {
    try {
      await builder.updateSearchIndex();
    } catch (error) {
      reportFailure(error);
    }
  });
  let building = Promise.resolve();
  /** Files saved since the last build was asked for, waiting for a burst of saves to end. */
  let pending = new Set<string>();
  const saved = savedStates();
  /** How many builds were asked for. */
  let asked = 0;
  /**
   * Whether a failed build is already outdated: a build was asked for after it, a save
   * is waiting for one, or a file it took was saved again (its notice still on its way).
   * An editor that writes a file in two steps, truncating it and then filling it, can be
   * built in between; the next build says whether the save is good, and only a build
   * that is not outdated is reported as failed.
   */
  const outdated = (number: number, changedFiles: readonly string[] | undefined) =>
    number < asked || pending.size > 0 || (changedFiles ?? []).some((file) => saved.changedSinceBuilt(file));
  /** Ends the pause before a build's caches and search index: a save is built first. */
  let endPause: () => void = () => undefined;
  const pauseForPages = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pagesFirstMilliseconds);
      endPause = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  /** Queues a build; resolves once its pages are written (or it failed), while its caches and search index follow. */
  const rebuild = (changedFiles?: readonly string[]) =>
    new Promise<void>((pagesWritten) => {
      const number = ++asked;
      building = building.then(async () => {
        try {
          const report = await builder.run(changedFiles);
          functions = sourceFunctions(report.functions);
          options.onBuild({ ok: true, report });
          live.send(liveEventOf(report));
          pagesWritten();
          // Once the pages have their new HTML: the writer waits for neither the cache nor the search index.
          await pauseForPages();
          await builder.saveCache();
          searchIndex.request();
        } catch (error) {
          if (!outdated(number, changedFiles)) reportFailure(error);
        } finally {
          pagesWritten();
        }
      });
    });
  const liveReloadScript = `(${liveReloadClient.toString()})(${JSON.stringify({ eventsUrl: eventsPath, clientUrl: liveReloadPath })});`;
  const serving: NodeServing = { env: process.env, local: { server: 'dev', folder: join(options.root, '.sitegen') } };
  const siteOrFunction = withFunctions({ functions: () => functions, base: '/', serving }, serveStaticFiles(outDir, { base: '/' }));
  // Started once the port is ours: a port in use is reported at once, not after a first build of minutes.
  let startFirstBuild: () => void = () => undefined;
  const firstBuild = new Promise<void>((resolve) => {
    startFirstBuild = () => resolve(rebuild());
  });
  const server = await listen(
    (request, response, target) =>
      // A request made while the first build runs waits for its pages.
      firstBuild.then(() => {
        if (target.path === eventsPath) return live.connect(response);
        if (target.path === liveReloadPath) {
          return void response
            .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
            .end(liveReloadScript);
        }
        return siteOrFunction(request, response, target);
      }),
    options.host,
    options.port,
  );
  // The site is served as soon as its pages are: on a large site, its search index comes seconds later.
  startFirstBuild();
  await firstBuild;

  let timer: NodeJS.Timeout | undefined;
  const watcher = await watchSources(['content', 'templates', 'assets'].map((dir) => join(options.root, dir)).concat(options.contentDir), {
    change(file) {
      if (!saved.changedSinceBuilt(file)) return;
      endPause();
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const changed = [...pending];
        pending = new Set();
        saved.built(changed);
        void rebuild(changed);
      }, debounceMilliseconds);
    },
    // Shown as a failed build is: the writer must know that saves are no longer seen.
    error(error) {
      reportFailure(new Error(`The project's folders can no longer be watched for saves: ${error.message}`));
    },
  });

  return {
    url: server.url,
    async close() {
      clearTimeout(timer);
      endPause();
      await watcher.close();
      live.close();
      await server.close();
      await building;
      await searchIndex.settled();
    },
  };
}

/** What open pages are told after a good build. */
function liveEventOf(report: DevBuildReport): LiveEvent {
  switch (report.browserUpdate) {
    case 'pages':
      return { type: 'pages', paths: report.changedPaths };
    case 'styles':
      return { type: 'styles' };
    case 'reload':
      return { type: 'reload' };
    case 'none':
      return { type: 'ok' };
  }
}
