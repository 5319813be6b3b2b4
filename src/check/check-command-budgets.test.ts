import { describe, expect, it } from 'vitest';
import { applyEdits, replaceLine } from '../../test/support/content-edits.ts';
import { buildProject, copyFixture, uninstallTypeScript } from '../../test/support/fixture-project.ts';
import { runSitegen } from '../../test/support/project.ts';

/** test/fixtures/notes with its CSS budget set to `kilobytes`, far under what its stylesheet weighs. */
async function notesWithStylesheetBudget(kilobytes: number) {
  const project = await copyFixture('notes');
  await applyEdits(project.root, {
    'templates/site.ts': replaceLine(
      /^export default defineSite\(\{$/m,
      `export default defineSite({\n  budgets: { stylesheet: ${kilobytes} },`,
    ),
  });
  return project;
}

describe("sitegen check against the site's own budgets", () => {
  it('reports every page over the budget the site sets, in a check and in a check of the folder its build wrote', async () => {
    const project = await notesWithStylesheetBudget(0.1);
    try {
      // The pages are weighed whatever tsc would say of the templates: the check here goes without it.
      await uninstallTypeScript(project);
      const checked = await runSitegen(['check'], project.root);
      expect(checked.code).toBe(1);
      // One problem, which every page shares.
      const overBudget =
        /^\/, \/404\.html, .* and 13 more pages: CSS is [\d.]+ KB gzipped, over the 0\.1 KB budget \(\/assets\/main\.\w+\.css\)$/m;
      expect(checked.stdout).toMatch(overBudget);
      expect(checked.stdout).toMatch(/Checked 16 pages: 1 problem\.\n$/);
      await buildProject(project);
      const folder = await runSitegen(['check', '--dir', 'dist'], project.root);
      expect(folder.stdout).toMatch(overBudget);
      expect(folder.stdout).toMatch(/Checked 16 pages: 1 problem\.\n$/);
    } finally {
      await project.remove();
    }
  });

  it('passes a site whose pages are within the budget it sets', async () => {
    const project = await notesWithStylesheetBudget(50);
    try {
      // Checked in the folder its build wrote, against the budget the build recorded, as the test above checks both ways: a check of
      // the sources would type-check the templates once more.
      await buildProject(project);
      const checked = await runSitegen(['check', '--dir', 'dist'], project.root);
      expect(checked.stdout).toBe('Checked 16 pages: no problems.\n');
      expect(checked.code).toBe(0);
    } finally {
      await project.remove();
    }
  });
});
