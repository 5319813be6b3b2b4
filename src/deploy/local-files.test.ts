import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redirectPageHtml } from '../output/redirect-page.ts';
import { DeployError } from './deploy-error.ts';
import { listLocalFiles } from './local-files.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sitegen-local-files-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('listLocalFiles', () => {
  it('lists every file under the folder with a slash-separated path and the MD5 of its content', async () => {
    const site = join(root, 'site');
    await mkdir(join(site, 'about'), { recursive: true });
    await mkdir(join(site, 'empty-folder'));
    await writeFile(join(site, 'index.html'), '<h1>Home</h1>');
    await writeFile(join(site, 'about', 'index.html'), '<h1>About</h1>');
    const files = await listLocalFiles(site);
    expect(files.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'about/index.html', absolutePath: join(site, 'about', 'index.html'), md5: md5('<h1>About</h1>') },
      { path: 'index.html', absolutePath: join(site, 'index.html'), md5: md5('<h1>Home</h1>') },
    ]);
  });

  it('knows the redirect pages the engine wrote by their markup, and where each leads', async () => {
    const site = join(root, 'redirects');
    await mkdir(join(site, 'old'), { recursive: true });
    const page = {
      language: 'en',
      title: 'Moved',
      linkText: 'Onwards',
      location: '/docs/new/',
      canonical: 'https://example.com/docs/new/',
    };
    await writeFile(join(site, 'old', 'index.html'), redirectPageHtml(page));
    // A page that merely mentions a refresh, and a file that is not a page, redirect nowhere.
    await writeFile(
      join(site, 'index.html'),
      '<!DOCTYPE html><html lang="en"><head><meta http-equiv="refresh" content="0; url=/x/" /></head></html>',
    );
    await writeFile(join(site, 'notes.txt'), redirectPageHtml(page));
    const files = await listLocalFiles(site);
    expect(Object.fromEntries(files.map((file) => [file.path, file.redirectLocation]))).toEqual({
      'index.html': undefined,
      'notes.txt': undefined,
      'old/index.html': '/docs/new/',
    });
  });

  it('refuses a folder that does not exist, is a file, or has no files', async () => {
    const missing = join(root, 'missing');
    await expect(listLocalFiles(missing)).rejects.toThrow(
      new DeployError(`folder ${missing} does not exist: build the site first (sitegen build)`),
    );
    const notAFolder = join(root, 'file.txt');
    await writeFile(notAFolder, 'text');
    await expect(listLocalFiles(notAFolder)).rejects.toThrow(new DeployError(`${notAFolder} is not a folder`));
    const empty = join(root, 'empty');
    await mkdir(join(empty, 'nested'), { recursive: true });
    await expect(listLocalFiles(empty)).rejects.toThrow(
      new DeployError(`folder ${empty} has no files: build the site first (sitegen build)`),
    );
  });
});
