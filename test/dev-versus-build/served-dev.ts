import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../src/build.ts';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.ts';
import { searchManifestFile } from '../../src/output/search-index.ts';
import type { TempProject } from '../support/project.ts';
import { isSearchIndexFile, servedOutput } from './compare-outputs.ts';
import type { Attempt, ColdBuild, DevUnderTest } from './run-sequence.ts';
import { applyEdit } from './site-edit.ts';

/** The dev server, as the sequence drives it: started, and then stopped once it is over. */
export interface ServedDev extends DevUnderTest {
  close(): Promise<void>;
}

/**
 * The real dev server on a free port: an edit reaches it as saves its watcher sees,
 * one file after another, each taken once the server reports the build it started
 * (onBuild); the site is then read over HTTP. The server brings its search index up to
 * date in its own time after a build, so the search manifest is left out with the index.
 */
export function devServerUnderTest(root: string): ServedDev {
  let server: DevServer | undefined;
  let waiting: ((attempt: Attempt) => void) | undefined;
  const nextBuild = () =>
    new Promise<Attempt>((resolve) => {
      waiting = resolve;
    });
  return {
    async start() {
      const built = nextBuild();
      server = await startDevServer({
        root,
        contentDir: join(root, 'content'),
        host: '127.0.0.1',
        port: 0,
        onBuild: (result) => {
          const told = waiting;
          waiting = undefined;
          told?.(result.ok ? { ok: true } : { ok: false, error: result.error });
        },
        describeError: (error) => String(error),
      });
      return built;
    },
    async take(edit) {
      let built: Attempt = { ok: true };
      for (const change of edit.changes) {
        const building = nextBuild();
        await applyEdit(root, { ...edit, changes: [change] });
        built = await building;
      }
      return built;
    },
    served() {
      if (!server) throw new Error('the dev server is not started');
      return servedOutput(server.url, join(root, '.sitegen', 'dev'));
    },
    leftOut: (file) => isSearchIndexFile(file) || file === searchManifestFile,
    close: async () => server?.close(),
  };
}

/**
 * A cold build of a copy of the project's files, made afresh for each step in a
 * project of its own, with caches of its own: the dev server works on the project's
 * caches and search index after each build, in its own time, and a build beside it
 * would race it.
 */
export function buildCopy(root: string, cold: TempProject): ColdBuild {
  return async (step) => {
    for (const folder of ['content', 'templates', 'assets']) {
      await rm(join(cold.root, folder), { recursive: true, force: true });
      if (existsSync(join(root, folder))) await cp(join(root, folder), join(cold.root, folder), { recursive: true });
    }
    const outDir = join(cold.root, 'built', `step-${step}`);
    await build({ root: cold.root, outDir, base: '/', drafts: true });
    return outDir;
  };
}
