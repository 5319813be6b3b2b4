import { describe, expect, it, onTestFinished } from 'vitest';
import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture } from '../../test/support/fixture-project.ts';
import { makeTempDir, repoRoot } from '../../test/support/project.ts';
import { stopWhenFound } from '../../test/support/stop-when-found.ts';

describe('sitegen check stopped with Ctrl+C while it builds', () => {
  it('removes the folder it was building in and exits with 130', async () => {
    const project = await copyFixture('notes');
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
    const { found, exitCode } = await stopWhenFound(child, checkFolders);
    expect(found).toHaveLength(1);
    expect(exitCode).toBe(130);
    expect(await checkFolders()).toEqual([]);
  }, 60_000);
});
