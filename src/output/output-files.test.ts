import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutsideOutputError, writeOutputFile } from './output-files.ts';

/** A folder holding the output (`out`), so that a file written beside it can be looked for. */
let workDir: string;
let outDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'sitegen-output-files-'));
  outDir = join(workDir, 'out');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('the files a build writes', () => {
  it('are refused when they would not be inside the output folder, whoever asks for them', async () => {
    for (const file of ['../escaped.txt', 'a/../../escaped.txt', join(workDir, 'escaped.txt'), '', '.'])
      await expect(writeOutputFile(outDir, file, 'out of place'), file).rejects.toThrow(
        new OutsideOutputError(`refused to write ${JSON.stringify(file)}: it is not inside the output folder ${outDir}`),
      );
    expect(existsSync(join(workDir, 'escaped.txt'))).toBe(false);
  });

  it('may have names that start with two dots, inside the output folder', async () => {
    await writeOutputFile(outDir, '..notes/a.txt', 'inside');
    expect(await readFile(join(outDir, '..notes/a.txt'), 'utf8')).toBe('inside');
  });
});
