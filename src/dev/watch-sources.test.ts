import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { watchSources, type SourceWatcher } from './watch-sources.ts';

let dir: string;
let watcher: SourceWatcher | undefined;
let told: string[];
let errors: Error[];
const listener = { change: (file: string) => told.push(file), error: (error: Error) => errors.push(error) };

beforeEach(async () => {
  dir = await makeTempDir('sitegen-watch-');
  told = [];
  errors = [];
});
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Waits until the watcher has told of the file, failing after five seconds. */
async function toldOf(file: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!told.includes(file)) {
    if (Date.now() > deadline) throw new Error(`never told of ${file}; told of ${JSON.stringify(told)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('watchSources', () => {
  it('tells of a file saved, one added in a new folder, those of a folder moved in and one removed', async () => {
    const content = join(dir, 'content');
    await mkdir(content);
    const saved = join(content, 'saved.md');
    const removed = join(content, 'removed.md');
    await Promise.all([writeFile(saved, 'one'), writeFile(removed, 'gone soon')]);
    watcher = await watchSources([content], listener);

    await writeFile(saved, 'two');
    await toldOf(saved);
    const added = join(content, 'blog', '2026', 'added.md');
    await mkdir(join(content, 'blog', '2026'), { recursive: true });
    await writeFile(added, 'new');
    await toldOf(added);
    // A folder moved in whole: its files were made before it was watched.
    const staged = join(dir, 'staged');
    await mkdir(join(staged, 'drafts'), { recursive: true });
    await writeFile(join(staged, 'drafts', 'moved.md'), 'moved in');
    await rename(staged, join(content, 'imported'));
    await toldOf(join(content, 'imported', 'drafts', 'moved.md'));
    await rm(removed);
    await toldOf(removed);
    expect(errors).toEqual([]);
  });

  it('watches a folder made after it began, telling of the files it was made with', async () => {
    const images = join(dir, 'assets', 'images');
    watcher = await watchSources([images], listener);

    // Its parent is missing too: the watcher waits from the project's folder, then from assets/.
    await mkdir(join(dir, 'assets'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const staged = join(dir, 'staged');
    await mkdir(join(staged, 'icons'), { recursive: true });
    await writeFile(join(staged, 'icons', 'mark.svg'), '<svg/>');
    await rename(staged, images);
    await toldOf(join(images, 'icons', 'mark.svg'));

    const later = join(images, 'later.png');
    await writeFile(later, 'png');
    await toldOf(later);
  });

  it('takes a folder inside another, and tells of nothing once closed', async () => {
    const content = join(dir, 'content');
    await mkdir(join(content, 'blog'), { recursive: true });
    watcher = await watchSources([content, join(content, 'blog'), content], listener);
    const post = join(content, 'blog', 'post.md');
    await writeFile(post, 'one');
    await toldOf(post);
    expect(errors).toEqual([]);

    await watcher.close();
    watcher = undefined;
    told = [];
    await writeFile(post, 'two');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(told).toEqual([]);
  });
});
