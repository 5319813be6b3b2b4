import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localSitegenSource } from './sitegen-source.ts';

let temp: string;
beforeEach(async () => {
  temp = await mkdtemp(join(tmpdir(), 'sitegen-source-'));
});
afterEach(() => rm(temp, { recursive: true, force: true }));

/** A project with sitegen installed in its node_modules, declared in its package.json as `spec`. */
async function projectDeclaring(spec: string): Promise<string> {
  const installed = join(temp, 'project', 'node_modules', 'sitegen');
  await mkdir(installed, { recursive: true });
  await writeFile(join(temp, 'project', 'package.json'), JSON.stringify({ devDependencies: { sitegen: spec } }));
  return installed;
}

describe('localSitegenSource', () => {
  it('is the tarball the project that installed sitegen names', async () => {
    const installed = await projectDeclaring('file:../downloads/sitegen-0.1.0.tgz');
    expect(await localSitegenSource(installed)).toBe(join(temp, 'downloads', 'sitegen-0.1.0.tgz'));
  });

  it('is undefined for a sitegen from the registry', async () => {
    expect(await localSitegenSource(await projectDeclaring('^0.1.0'))).toBeUndefined();
  });

  it('is undefined when the project that installed it has no readable package.json', async () => {
    const installed = join(temp, 'project', 'node_modules', 'sitegen');
    await mkdir(installed, { recursive: true });
    expect(await localSitegenSource(installed)).toBeUndefined();
  });

  it('is the folder it runs from when that is no package installed in node_modules: a checkout, or a linked folder', async () => {
    expect(await localSitegenSource(join(temp, 'sitegen'))).toBe(join(temp, 'sitegen'));
  });
});
