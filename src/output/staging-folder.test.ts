import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { defaultMemoryFolder, removeAbandonedStagedPages, removeOwnStagedPages, stagingFolderFor } from './staging-folder.ts';

const user = process.getuid?.();

describe.runIf(user !== undefined)('where the pages Pagefind reads are staged', () => {
  let dir: string;
  let memoryFolder: string;
  const ownFolder = (memory: string) => join(memory, `sitegen-${user}`);
  const besideOutput = (outDir: string) => `${resolve(outDir)}.search-pages`;
  beforeAll(async () => {
    dir = await makeTempDir('staging-folder');
    memoryFolder = join(dir, 'memory');
    await mkdir(memoryFolder);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is in this user's own folder of the memory-backed folder when it has room, under a name of the output", () => {
    const outDir = join(dir, 'site', 'dist');
    const staging = stagingFolderFor(outDir, 1000, { memoryFolder });
    expect(dirname(staging)).toBe(ownFolder(memoryFolder));
    expect(basename(staging)).toMatch(new RegExp(`^search-pages-${process.pid}-`));
    // Nobody but its owner can enter it.
    expect(statSync(ownFolder(memoryFolder)).mode & 0o777).toBe(0o700);
    // One process stages one output in one place, however the output is named.
    expect(stagingFolderFor(relative(process.cwd(), outDir), 5000, { memoryFolder })).toBe(staging);
    expect(stagingFolderFor(join(dir, 'other', 'dist'), 1000, { memoryFolder })).not.toBe(staging);
  });

  it.each([
    ['as it is chosen', (memoryFolder: string) => stagingFolderFor(join(dir, 'dist'), 1, { memoryFolder })],
    ['as a build starts', (memoryFolder: string) => removeAbandonedStagedPages({ memoryFolder })],
  ])('removes the pages staged by processes no longer running, and keeps those of running ones, %s', async (_, sweep) => {
    const memory = await makeTempDir('staging-leftovers');
    expect(dirname(stagingFolderFor(join(dir, 'dist'), 1, { memoryFolder: memory }))).toBe(ownFolder(memory));
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    const staged = (pid: number) => join(ownFolder(memory), `search-pages-${pid}-0123456789abcdef`);
    for (const pid of [ended, process.pid, process.ppid]) {
      await mkdir(join(staged(pid), '1', 'notes', 'left'), { recursive: true });
      await writeFile(join(staged(pid), '1', 'notes', 'left', 'index.html'), '<p>Left.</p>');
    }
    sweep(memory);
    expect(existsSync(staged(ended))).toBe(false);
    expect(existsSync(staged(process.pid))).toBe(true);
    expect(existsSync(staged(process.ppid))).toBe(true);
    await rm(memory, { recursive: true, force: true });
  });

  it("removes this process's staged pages at once, and keeps other processes'", async () => {
    const memory = join(dir, 'stopped');
    await mkdir(memory);
    const own = stagingFolderFor(join(dir, 'dist'), 1, { memoryFolder: memory });
    const other = join(ownFolder(memory), `search-pages-${process.ppid}-0123456789abcdef`);
    for (const folder of [own, other]) {
      await mkdir(join(folder, '1', 'notes', 'staged'), { recursive: true });
      await writeFile(join(folder, '1', 'notes', 'staged', 'index.html'), '<p>Staged.</p>');
    }
    removeOwnStagedPages({ memoryFolder: memory });
    expect(existsSync(own)).toBe(false);
    expect(existsSync(other)).toBe(true);
    // Nothing to remove where this user has no folder.
    expect(() => removeOwnStagedPages({ memoryFolder: join(dir, 'missing') })).not.toThrow();
  });

  it('is beside the output when the memory-backed folder has too little room', () => {
    const outDir = join(dir, 'dist');
    expect(stagingFolderFor(outDir, Number.MAX_SAFE_INTEGER, { memoryFolder })).toBe(besideOutput(outDir));
  });

  it('is beside the output when there is no memory-backed folder, or it is a file', async () => {
    const outDir = join(dir, 'dist');
    const missing = join(dir, 'missing');
    expect(stagingFolderFor(outDir, 1, { memoryFolder: missing })).toBe(besideOutput(outDir));
    expect(existsSync(missing)).toBe(false);
    const file = join(dir, 'a-file');
    await writeFile(file, '');
    expect(stagingFolderFor(outDir, 1, { memoryFolder: file })).toBe(besideOutput(outDir));
  });

  it("is beside the output when this user's folder there is open to others, or is a link", async () => {
    const outDir = join(dir, 'dist');
    const open = join(dir, 'open');
    await mkdir(ownFolder(open), { recursive: true });
    await chmod(ownFolder(open), 0o755);
    expect(stagingFolderFor(outDir, 1, { memoryFolder: open })).toBe(besideOutput(outDir));
    const linked = join(dir, 'linked');
    await mkdir(linked);
    const elsewhere = join(dir, 'elsewhere');
    await mkdir(elsewhere, { mode: 0o700 });
    await symlink(elsewhere, ownFolder(linked));
    expect(stagingFolderFor(outDir, 1, { memoryFolder: linked })).toBe(besideOutput(outDir));
  });

  it.runIf(existsSync(defaultMemoryFolder))("is in Linux's shared memory by default", () => {
    const staging = stagingFolderFor(join(dir, 'dist'), 1);
    expect(dirname(dirname(staging))).toBe(defaultMemoryFolder);
    expect(basename(dirname(staging))).toBe(`sitegen-${user}`);
  });
});
