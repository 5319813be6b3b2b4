import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { appendFile, cp, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeTempDir, repoRoot } from './support/project.ts';

/** A copy of the package itself (bin/, src/, package files), whose sources a test may change. */
let root: string;
beforeAll(async () => {
  root = await makeTempDir('sitegen-package-');
  await Promise.all(
    ['bin', 'src', 'package.json', 'package-lock.json'].map((entry) => cp(join(repoRoot, entry), join(root, entry), { recursive: true })),
  );
  await symlink(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const run = async (args: readonly string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failure.code ?? -1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
  }
};
const compile = () => run([join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/cli/compile-cli.ts']);
const versionOf = async () => (await run(['bin/sitegen.js', '--version'])).stdout.trim();

describe('the prebuilt command line', () => {
  it('is missing until its build step has run, and says how to run it', async () => {
    await rm(join(root, 'lib'), { recursive: true, force: true });
    const result = await run(['bin/sitegen.js', '--help']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('sitegen is not compiled yet: run npm run build:cli');
  });

  it('carries the version of the package and of its sources, which a test edit leaves alone', async () => {
    expect((await compile()).code).toBe(0);
    const first = await versionOf();
    expect(first).toMatch(/^0\.1\.0\+[0-9a-f]{16}$/);

    await appendFile(join(root, 'src', 'cli', 'cli.test.ts'), '\n// a test edited\n');
    await compile();
    expect(await versionOf()).toBe(first);

    await appendFile(join(root, 'src', 'cli', 'program.ts'), '\n// a source edited\n');
    await compile();
    const afterSource = await versionOf();
    expect(afterSource).not.toBe(first);

    // The packages installed name the build, not the lockfile's text (src/cache/generator-digest.test.ts).
    await appendFile(join(root, 'package-lock.json'), '\n');
    await compile();
    expect(await versionOf()).toBe(afterSource);
  });
});
