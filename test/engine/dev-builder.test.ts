import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createDevBuilder } from '../../src/dev/dev-builder.ts';
import { applyEdits, replaceLine } from '../support/content-edits.ts';
import { copyFixture, fixtureDir } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

let project: TempProject;

beforeAll(async () => {
  project = await copyFixture('notes');
});
afterAll(() => project.remove());

const devBuilder = (out: string) =>
  createDevBuilder({ root: project.root, contentDir: join(project.root, 'content'), outDir: join(project.root, out) });

describe('the dev builder', () => {
  it('makes its output folder on its first run, whichever of its steps writes there first', async () => {
    // The minimal site with the notes' assets: a run is little more than the stylesheet and the static files,
    // written side by side, and which of them makes the folder varies from run to run. A step that made the
    // folder while another did failed about one first run in eight, so twenty runs show it most times.
    const styled = await copyFixture('minimal');
    onTestFinished(() => styled.remove());
    await cp(join(fixtureDir('notes'), 'assets'), join(styled.root, 'assets'), { recursive: true });
    for (let run = 1; run <= 20; run++) {
      const outDir = join(styled.root, `first-run-${run}`);
      await createDevBuilder({ root: styled.root, contentDir: join(styled.root, 'content'), outDir }).run();
      for (const file of ['assets/main.css', 'favicon.svg', 'index.html'])
        expect(existsSync(join(outDir, file)), `run ${run}: ${file}`).toBe(true);
    }
  });

  it('writes again only the pages an edit reaches, and removes the page of a deleted entry', async () => {
    const builder = devBuilder('edited');
    await builder.run();
    const linkFile = join(project.root, 'content', 'links', 'mdn.yaml');
    await applyEdits(project.root, { 'content/links/mdn.yaml': replaceLine(/^title: .*$/m, 'title: MDN') });
    expect((await builder.run([linkFile])).changedPaths).toEqual(['/']);

    // The fifth newest note of six: the third list page and its tag's page change, the first two pages do not.
    const note = join(project.root, 'content', 'notes', 'walking-meetings.md');
    await rm(note);
    expect([...(await builder.run([note])).changedPaths].sort()).toEqual(['/page/3', '/tags/habits']);
    expect(existsSync(join(project.root, 'edited', 'notes', 'walking-meetings', 'index.html'))).toBe(false);
  });
});
