import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../../test/support/project.ts';
import { compiledFolder } from './compiled-package.ts';

/** What the compiled command line loads before `main` runs. */
interface LoadedAtStart {
  /** The packages imported by name (`node:fs`, `react`): those the bundle leaves out. */
  readonly packages: Set<string>;
  /** The engine's sources bundled into the files loaded, by the path esbuild notes above each (`src/build.ts`). */
  readonly sources: Set<string>;
}

/** Follows the static imports of the compiled CLI's entry, as Node loads them before `main` runs. */
async function loadedAtStart(): Promise<LoadedAtStart> {
  const folder = join(repoRoot, compiledFolder);
  const packages = new Set<string>();
  const sources = new Set<string>();
  const pending = ['cli.mjs'];
  const seen = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(join(folder, file), 'utf8');
    for (const [, source] of code.matchAll(/^\/\/ (src\/\S+)$/gm)) if (source) sources.add(source);
    for (const [, imported] of code.matchAll(/^import\s(?:[^;"]*?\sfrom\s)?"([^"]+)";$/gm)) {
      if (imported === undefined) continue;
      if (imported.startsWith('./')) pending.push(imported.slice(2));
      else packages.add(imported);
    }
  }
  return { packages, sources };
}

describe('the compiled command line', () => {
  it('starts without the engine: --help, --version and usage errors load only the commands', async () => {
    const { packages, sources } = await loadedAtStart();
    // What the test reads is the compiled CLI, with its commands in it.
    expect(sources).toContain('src/cli/commands/build-command.ts');
    for (const engine of ['src/build.ts', 'src/check/check-site.ts', 'src/dev/dev-server.ts', 'src/serve/preview-server.ts']) {
      expect(sources, engine).not.toContain(engine);
    }
    // The commands name the errors the engine throws, and nothing else of it.
    const engineParts = [...sources].filter(
      (source) => /^src\/(definition|content|markdown|render|images|cards)\//.test(source) && !source.endsWith('-error.ts'),
    );
    expect(engineParts).toEqual([]);
    // Packages left out of the bundle (React, esbuild, shiki, sharp, html-validate, the AWS SDK) come with their commands.
    expect([...packages].filter((name) => !name.startsWith('node:'))).toEqual([]);
  });
});
