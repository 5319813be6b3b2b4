import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { openSourceFiles } from './source-files.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-source-files-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A folder of two notes, and sources that count how often they list it. */
async function listedFolder(name: string) {
  const folder = join(dir, name);
  await mkdir(join(folder, 'notes'), { recursive: true });
  await Promise.all(['a.md', 'b.md'].map((file) => writeFile(join(folder, 'notes', file), `# ${file}\n`)));
  const sources = openSourceFiles();
  let listings = 0;
  const files = () =>
    sources.listing(folder, () => {
      listings += 1;
      return ['notes/a.md', 'notes/b.md'];
    });
  return { folder, sources, files, listings: () => listings };
}

describe('the sources a build reads', () => {
  it('read a file once, and again once forgotten', async () => {
    const { folder, sources } = await listedFolder('reads');
    const file = join(folder, 'notes', 'a.md');
    const first = sources.get(file);
    expect(first?.text()).toEqual(expect.objectContaining({ ok: true }));
    expect(sources.get(file)).toBe(first);
    await writeFile(file, '# changed\n');
    expect(sources.get(file)).toBe(first);
    sources.forget([file]);
    expect(sources.get(file)?.digest).not.toBe(first?.digest);
    expect(sources.get(join(folder, 'missing.md'))).toBeUndefined();
  });

  it('decode a file once, giving the same text however often it is asked for', async () => {
    const { folder, sources } = await listedFolder('decodes');
    const source = sources.get(join(folder, 'notes', 'b.md'));
    const text = source?.text();
    expect(text).toEqual({ ok: true, text: '# b.md\n' });
    expect(source?.text()).toBe(text);
    await writeFile(join(folder, 'notes', 'latin1.md'), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a]));
    const latin1 = sources.get(join(folder, 'notes', 'latin1.md'));
    expect(latin1?.text()).toEqual({ ok: false, problem: expect.objectContaining({ line: 1 }) });
    expect(latin1?.text()).toBe(latin1?.text());
  });

  it('read every file and list every folder again once told to forget them all', async () => {
    const { folder, sources, files, listings } = await listedFolder('forgets-all');
    const file = join(folder, 'notes', 'a.md');
    const first = sources.get(file);
    files();
    sources.forgetAll();
    expect(sources.get(file)).not.toBe(first);
    expect(sources.get(file)?.digest).toBe(first?.digest);
    files();
    expect(listings()).toBe(2);
  });

  it('list a folder once, and keep the listing while only its files are saved again', async () => {
    const { folder, sources, files, listings } = await listedFolder('saved');
    expect(files()).toEqual(['notes/a.md', 'notes/b.md']);
    expect(files()).toEqual(['notes/a.md', 'notes/b.md']);
    expect(listings()).toBe(1);
    await writeFile(join(folder, 'notes', 'a.md'), '# saved again\n');
    // A save elsewhere (a template) leaves the listing too.
    sources.forget([join(folder, 'notes', 'a.md'), join(dir, 'templates', 'site.ts')]);
    files();
    expect(listings()).toBe(1);
  });

  it('list a folder again once a file was added or removed there, or a folder changed', async () => {
    const added = await listedFolder('added');
    added.files();
    await writeFile(join(added.folder, 'notes', 'c.md'), '# c\n');
    added.sources.forget([join(added.folder, 'notes', 'c.md')]);
    added.files();
    expect(added.listings()).toBe(2);

    const removed = await listedFolder('removed');
    removed.files();
    await rm(join(removed.folder, 'notes', 'b.md'));
    removed.sources.forget([join(removed.folder, 'notes', 'b.md')]);
    removed.files();
    expect(removed.listings()).toBe(2);

    const folderEvent = await listedFolder('folder');
    folderEvent.files();
    folderEvent.sources.forget([join(folderEvent.folder, 'notes')]);
    folderEvent.files();
    expect(folderEvent.listings()).toBe(2);
  });
});
