import { describe, expect, it, onTestFinished } from 'vitest';
import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyFixture } from '../../test/support/fixture-project.ts';
import { makeTempDir, repoRoot } from '../../test/support/project.ts';
import { writeNotesCorpus } from '../../test/support/notes-corpus.ts';
import { stopWhenFound } from '../../test/support/stop-when-found.ts';

describe('sitegen check stopped with Ctrl+C', () => {
  /** Starts `sitegen check` on a copy of a fixture, with a temporary folder of its own for the check's folder. */
  async function startCheck(prepare: (root: string) => Promise<void> = async () => undefined) {
    const project = await copyFixture('notes');
    await prepare(project.root);
    // The check's own temporary folder, where it makes the one it builds in.
    const temporary = await makeTempDir('sitegen-stopped-check-');
    onTestFinished(async () => {
      await project.remove();
      await rm(temporary, { recursive: true, force: true });
    });
    const child = spawn(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), 'check'], {
      cwd: project.root,
      env: { ...process.env, TMPDIR: temporary },
      stdio: 'ignore',
    });
    const checkFolders = async () => (await readdir(temporary)).filter((name) => name.startsWith('sitegen-check-'));
    return { child, temporary, checkFolders };
  }

  it('removes the folder it was building in and exits with 130', async () => {
    const { child, checkFolders } = await startCheck();
    const { found, exitCode } = await stopWhenFound(child, checkFolders);
    expect(found).toHaveLength(1);
    expect(exitCode).toBe(130);
    expect(await checkFolders()).toEqual([]);
  }, 60_000);

  it('removes the built site it was checking and exits with 130', async () => {
    // Enough notes that checking their pages takes seconds, so Ctrl+C comes while the check reads them.
    const { child, temporary, checkFolders } = await startCheck(async (root) => {
      await rm(join(root, 'content'), { recursive: true });
      await writeNotesCorpus({ dir: join(root, 'content'), notes: 100, seed: 5, notesPerPage: 10, searchPartSize: 200 });
    });
    // The site is swapped in whole once built; a moment later the build has ended and the check has begun.
    const builtSites = async () => {
      const sites = await Promise.all(
        (await checkFolders()).map((folder) => readdir(join(temporary, folder, 'site')).catch(() => [] as string[])),
      );
      const found = sites.filter((files) => files.includes('index.html')).flat();
      if (found.length > 0) await sleep(250);
      return found;
    };
    const { found, exitCode } = await stopWhenFound(child, builtSites);
    expect(found).toContain('index.html');
    expect(exitCode).toBe(130);
    expect(await checkFolders()).toEqual([]);
  }, 60_000);
});
