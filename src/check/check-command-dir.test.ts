import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedSite } from '../../test/support/shared-site.ts';
import { makeTempDir, runSitegen } from '../../test/support/project.ts';

// A copy of the shared site, which the tests may change. Checked under a base path in test/base-path.test.ts.
let outDir: string;
beforeAll(async () => {
  outDir = await makeTempDir('sitegen-check-dir-');
  await cp((await sharedSite()).outDir, outDir, { recursive: true });
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('sitegen check --dir', () => {
  it('checks an already built folder and exits 0 when it is clean', async () => {
    const result = await runSitegen(['check', '--dir', outDir]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Checked 44 pages: no problems.\n');
    expect(result.code).toBe(0);
  });

  it('reports a file the pages load that is missing, once for all the pages that load it', async () => {
    const favicon = join(outDir, 'favicon.svg');
    await rename(favicon, `${favicon}.moved`);
    try {
      const result = await runSitegen(['check', '--dir', outDir]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe(
        '/, /404.html, /about/ and 41 more pages: missing asset <link href="/favicon.svg">: no file at /favicon.svg\n' +
          'Checked 44 pages: 1 problem.\n',
      );
    } finally {
      await rename(`${favicon}.moved`, favicon);
    }
  });

  it('exits 1, naming the folder, when there is nothing to check', async () => {
    const missing = await runSitegen(['check', '--dir', 'no-such-folder']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Check failed: cannot read no-such-folder: no such folder.\n');
    const file = await runSitegen(['check', '--dir', 'package.json']);
    expect(file.code).toBe(1);
    expect(file.stderr).toBe('Check failed: cannot read package.json: not a folder.\n');
    const empty = await makeTempDir('sitegen-empty-');
    try {
      const result = await runSitegen(['check', '--dir', empty]);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`Check failed: ${empty} holds no HTML pages.\n`);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
