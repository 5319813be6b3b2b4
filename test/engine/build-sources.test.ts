import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { memoryBuildCache } from '../../src/cache/build-cache.ts';
import { openSourceFiles, type SourceFiles } from '../../src/content/source-files.ts';
import { createSiteBuilder } from '../../src/pipeline/site-builder.ts';
import { copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

let project: TempProject;
beforeAll(async () => {
  project = await copyFixture('notes');
});
afterAll(() => project.remove());

/** Sources that note, in order, each file read and each time they were told to forget them all. */
function notingSources(): { sources: SourceFiles; calls: string[] } {
  const real = openSourceFiles();
  const calls: string[] = [];
  const sources: SourceFiles = {
    get(path) {
      calls.push(`get ${path}`);
      return real.get(path);
    },
    listing: (folder, list) => real.listing(folder, list),
    forget: (paths) => real.forget(paths),
    forgetAll() {
      calls.push('forgetAll');
      real.forgetAll();
    },
  };
  return { sources, calls };
}

describe('the sources of a build', () => {
  it('are forgotten once the content is loaded, and not read again', async () => {
    const { sources, calls } = notingSources();
    const report = await createSiteBuilder({
      mode: { kind: 'build' },
      root: project.root,
      contentDir: join(project.root, 'content'),
      outDir: join(project.root, 'dist'),
      base: '/',
      cache: memoryBuildCache(),
      sources,
    }).run();
    expect(report.pages).toBeGreaterThan(0);
    expect(calls.filter((call) => call.startsWith('get ')).length).toBeGreaterThan(5);
    expect(calls.at(-1)).toBe('forgetAll');
    expect(calls.filter((call) => call === 'forgetAll')).toHaveLength(1);
  });
});
