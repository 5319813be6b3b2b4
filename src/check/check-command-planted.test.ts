import { describe, expect, it } from 'vitest';
import { applyEdits, replaceLine, type Edit } from '../../test/support/content-edits.ts';
import { copyFixture, typeCheckSkipped, uninstallTypeScript } from '../../test/support/fixture-project.ts';
import { runSitegen, type CliResult } from '../../test/support/project.ts';

/**
 * `sitegen check` on a copy of test/fixtures/flawed, after some edits: two notes with content errors, and five problems in
 * what the rest builds to. Without TypeScript when told: tsc takes most of a check's time, and finds nothing in these templates.
 */
async function checkFlawed(edits: Readonly<Record<string, Edit>>, { typeScript = true } = {}): Promise<CliResult> {
  const project = await copyFixture('flawed');
  try {
    if (!typeScript) await uninstallTypeScript(project);
    await applyEdits(project.root, edits);
    return await runSitegen(['check'], project.root);
  } finally {
    await project.remove();
  }
}

const contentErrors = [
  'content/notes/misdated.md:3: date: must be a date written YYYY-MM-DD',
  'content/notes/pasted.md:2: title: holds the invisible control character U+001B: delete it',
];

describe('sitegen check on a site with content errors and other problems', () => {
  it('reports the content errors and every problem of the site built without their files, and says what it left out', async () => {
    const result = await checkFlawed({});
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      [
        ...contentErrors,
        // A body's broken link or #anchor is reported where the writer mends it; the link in misdated.md, left out, is not.
        'content/notes/tidy.md:6: body: broken link <a href="/no-such-page/">: no page or file at /no-such-page/',
        'content/notes/tidy.md:6: body: broken anchor <a href="/notes/twin-one/#no-such-section">: /notes/twin-one/ has no element with id "no-such-section"',
        // The image without alt text is one problem that two checks see.
        '/: html-validate wcag/h37 at index.html:1:321: <img> is missing required "alt" attribute',
        '/: <img src="/lamp.svg"> has no alt attribute (alt="" marks a decorative image)',
        '/notes/twin-two/: duplicate title "Twins | Loose Ends" is also on /notes/twin-one/',
        '/feed.xml: the item at feed.xml:13:14 has no title',
        'Left out of the build for their content errors, so not checked: content/notes/misdated.md, content/notes/pasted.md.',
        'Checked 6 pages: 8 problems.',
        '',
      ].join('\n'),
    );
  });

  it('reports the content errors, and what stopped the build after them, when the rest does not build either', async () => {
    const result = await checkFlawed(
      {
        'templates/pages.tsx': replaceLine(/<article>/, "<article>{title === 'Twins' ? (() => { throw new Error('twins') })() : null}"),
      },
      { typeScript: false },
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      `${typeCheckSkipped}${[...contentErrors, 'Check failed: the site does not build (3 problems).', ''].join('\n')}`,
    );
    expect(result.stderr).toMatch(/^Build failed: template NotePage threw while rendering \/notes\/twin-(one|two)\.\n/);
  });

  it('reports every content error as the build does when a data file has one: no page can be made without it', async () => {
    const result = await checkFlawed({ 'content/site.yaml': replaceLine(/^url: .*$/m, 'url: " "') }, { typeScript: false });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      ['Build failed: 3 content errors.', ...contentErrors, 'content/site.yaml:3: url: must not be empty', ''].join('\n'),
    );
    expect(result.stdout).toBe(`${typeCheckSkipped}Check failed: the site does not build (3 problems).\n`);
  });
});
