import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import { savedStates } from './saved-states.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-saved-states-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('savedStates', () => {
  it('tells a save apart from a second notice of one already built', async () => {
    const states = savedStates();
    const file = join(dir, 'post.md');
    await writeFile(file, 'first');
    expect(states.changedSinceBuilt(file)).toBe(true);
    states.built([file]);
    expect(states.changedSinceBuilt(file)).toBe(false);

    await writeFile(file, 'second, longer');
    expect(states.changedSinceBuilt(file)).toBe(true);
    states.built([file]);
    expect(states.changedSinceBuilt(file)).toBe(false);

    await rm(file);
    expect(states.changedSinceBuilt(file)).toBe(true);
    states.built([file]);
    expect(states.changedSinceBuilt(file)).toBe(false);
    await writeFile(file, 'back');
    expect(states.changedSinceBuilt(file)).toBe(true);
  });
});
