import { describe, expect, it, onTestFinished } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { progressLines } from '../../src/cli/progress-lines.ts';
import { buildProject, copyFixture, type FixtureName } from '../support/fixture-project.ts';

/** A cold build of a copy of the fixture, its progress lines written once a step has run `after` milliseconds. */
async function buildSaying(fixture: FixtureName, after: number) {
  const project = await copyFixture(fixture);
  onTestFinished(() => project.remove());
  const lines: string[] = [];
  const report = await buildProject(project, { progress: progressLines({ after, write: (line) => lines.push(line) }) });
  return { project, report, lines };
}

describe("a build's progress lines", () => {
  it('say what each slow step is doing, with its count, once it has run past the threshold: every step when told all are slow', async () => {
    const cards = await buildSaying('cards', 0);
    const notes = await buildSaying('notes', 0);
    const noteCount = (await readdir(join(notes.project.root, 'content', 'notes'))).length;
    expect(cards.report.images.encoded).toBeGreaterThan(0);
    expect(cards.lines.sort()).toEqual([
      `Drawing ${cards.report.cards.made} social cards...`,
      `Encoding ${cards.report.images.encoded} image files...`,
    ]);
    expect(notes.lines).toEqual([`Indexing ${noteCount} pages for search...`]);
  });

  it('say nothing of steps that end before the threshold', async () => {
    const hour = 3_600_000;
    expect((await buildSaying('cards', hour)).lines).toEqual([]);
    expect((await buildSaying('notes', hour)).lines).toEqual([]);
  });
});
