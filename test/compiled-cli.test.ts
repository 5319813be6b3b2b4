import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { appendFile, cp, readdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeTempDir, repoRoot } from './support/project.ts';

/** A copy of the package itself (bin/, src/, templates/, package files), whose sources a test may change. */
let root: string;
beforeAll(async () => {
  root = await makeTempDir('sitegen-package-');
  await Promise.all(['bin', 'src', 'templates', 'package.json', 'package-lock.json'].map((entry) => cp(join(repoRoot, entry), join(root, entry), { recursive: true })));
  await symlink(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Runs the copy's CLI and answers which compiled bundle it left in .sitegen/cli (earlier ones are removed). */
const compiledBundle = async () => {
  await promisify(execFile)(process.execPath, [join(root, 'bin', 'sitegen.js'), '--version'], { cwd: root });
  return readdir(join(root, '.sitegen', 'cli'));
};

describe('the compiled command line', () => {
  it('is compiled again after a source, a helper it takes from templates/ or the lockfile changes, and not after a test changes', async () => {
    const [first] = await compiledBundle();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(await compiledBundle()).toEqual([first]);

    await appendFile(join(root, 'src', 'cli', 'cli.test.ts'), '\n// a test edited\n');
    expect(await compiledBundle()).toEqual([first]);

    await appendFile(join(root, 'package-lock.json'), '\n');
    const [afterLockfile] = await compiledBundle();
    expect(afterLockfile).not.toBe(first);

    await appendFile(join(root, 'src', 'cli', 'program.ts'), '\n// a source edited\n');
    const [afterSource] = await compiledBundle();
    expect(afterSource).not.toBe(afterLockfile);

    await appendFile(join(root, 'templates', 'format.ts'), '\n// a helper edited\n');
    const [afterHelper] = await compiledBundle();
    expect(afterHelper).not.toBe(afterSource);
  });
});
