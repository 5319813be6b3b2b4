import { join } from 'node:path';
import { build } from '../../src/build.ts';
import { createDevBuilder } from '../../src/dev/dev-builder.ts';
import { isSearchIndexFile, outputFolder } from './compare-outputs.ts';
import { attempt, pageScript, type ColdBuild, type DevUnderTest } from './run-sequence.ts';
import { applyEdit } from './site-edit.ts';

/**
 * The dev builder in-process, as the dev server drives it: each run is given the
 * files an edit changed, then the caches are saved and the search index brought up to
 * date, as the server does once pages reload; so the search manifest is compared too.
 */
export function devBuilderUnderTest(root: string): DevUnderTest {
  const outDir = join(root, '.sitegen', 'dev');
  const builder = createDevBuilder({ root, contentDir: join(root, 'content'), outDir, pageScript });
  const run = (changedFiles?: readonly string[]) =>
    attempt(async () => {
      await builder.run(changedFiles);
      await builder.saveCache();
      await builder.updateSearchIndex();
    });
  return {
    start: () => run(),
    take: async (edit) => run(await applyEdit(root, edit)),
    served: () => outputFolder(outDir),
    leftOut: isSearchIndexFile,
  };
}

/** `sitegen build --drafts` in-process, into a fresh folder of the project, sharing its cache with dev's: a cache is never stale. */
export function buildInPlace(root: string): ColdBuild {
  return async (step) => {
    const outDir = join(root, 'built', `step-${step}`);
    await build({ root, outDir, base: '/', drafts: true });
    return outDir;
  };
}
