/**
 * Dev serves what build writes: sequences of edits drawn from a seed (data fields,
 * front matter, bodies, templates, stylesheets, scripts, entries added, deleted and
 * renamed, aliases, images; now and then one the site cannot take), made on copies of
 * the fixture sites and of this site, each taken by dev and compared with a cold build
 * (test/dev-versus-build/). A failure prints its seed and every edit of its sequence.
 *
 *   DEV_VS_BUILD_SEED=1234 npx vitest run test/dev-versus-build.test.ts   replays seed 1234 on every site (narrow with -t)
 *   DEV_VS_BUILD_SEEDS=200 npx vitest run test/dev-versus-build.test.ts   runs seeds 1 to 200 on every site: before a change to the builder lands
 *
 * By default, seeds 1 to 3 on each fixture and seed 1 on this site.
 */
import { describe, it, onTestFinished } from 'vitest';
import { cardsCatalogue } from './dev-versus-build/cards-edits.ts';
import { drawnEdits, givenEdits } from './dev-versus-build/edit-plan.ts';
import { galleryCatalogue } from './dev-versus-build/gallery-edits.ts';
import { buildInPlace, devBuilderUnderTest } from './dev-versus-build/in-process-dev.ts';
import { minimalCatalogue } from './dev-versus-build/minimal-edits.ts';
import { notesCatalogue } from './dev-versus-build/notes-edits.ts';
import { runSequence } from './dev-versus-build/run-sequence.ts';
import { replayCommand, seedsToRun } from './dev-versus-build/seeds.ts';
import { buildCopy, devServerUnderTest } from './dev-versus-build/served-dev.ts';
import { contactEmailEdit, siteCatalogue } from './dev-versus-build/site-edits.ts';
import type { EditPlan } from './dev-versus-build/edit-plan.ts';
import { copyFixture, type FixtureName } from './support/fixture-project.ts';
import { copyIntoTempProject, copyProject, repoRoot, type TempProject } from './support/project.ts';

/** A sequence on this site makes a cold build of it after every edit: a second or more each. */
const siteSequenceTimeout = 240_000;

/** Runs the sequence on the project with the dev builder in-process, and removes the project after. */
async function runInProcess(project: TempProject, plan: EditPlan, replay: string): Promise<void> {
  onTestFinished(() => project.remove());
  await runSequence(project.root, plan, { dev: devBuilderUnderTest(project.root), build: buildInPlace(project.root) }, replay);
}

describe('dev serves what build writes', () => {
  describe.each([
    ['notes', notesCatalogue],
    ['gallery', galleryCatalogue],
    ['cards', cardsCatalogue],
    ['minimal', minimalCatalogue],
  ] as const)('on the %s fixture', (fixture: FixtureName, catalogue) => {
    it.each(seedsToRun(3))('seed %i', async (seed) => {
      await runInProcess(await copyFixture(fixture), drawnEdits(catalogue, seed), replayCommand(seed, `on the ${fixture} fixture`));
    });
  });

  describe('on this site', () => {
    it.each(seedsToRun(1))(
      'seed %i',
      async (seed) => runInProcess(await copyProject(), drawnEdits(siteCatalogue, seed), replayCommand(seed, 'on this site')),
      siteSequenceTimeout,
    );

    it('after the contact email in site.yaml changes, which only the footer of every page shows', async () => {
      await runInProcess(await copyProject(), givenEdits([contactEmailEdit]), 'A given sequence: run this test again.');
    });
  });

  it.each(seedsToRun(1))('over HTTP from the dev server, as its watcher sees saves on the notes fixture, seed %i', async (seed) => {
    // The cold builds' project starts empty, with the packages linked in: buildCopy fills it before each build.
    const [project, cold] = await Promise.all([copyFixture('notes'), copyIntoTempProject(repoRoot, [], 'sitegen-cold-')]);
    const dev = devServerUnderTest(project.root);
    onTestFinished(async () => {
      await dev.close();
      await Promise.all([project.remove(), cold.remove()]);
    });
    const plan = drawnEdits({ ...notesCatalogue, editsPerSequence: 5 }, seed);
    await runSequence(project.root, plan, { dev, build: buildCopy(project.root, cold) }, replayCommand(seed, 'over HTTP'));
  });
});
