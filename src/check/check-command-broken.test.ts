import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyProject, runSitegen, type CliResult, type TempProject } from '../../test/support/project.ts';

let project: TempProject;
beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

const edit = async (relativePath: string, change: (text: string) => string) => {
  const file = join(project.root, relativePath);
  await writeFile(file, change(await readFile(file, 'utf8')));
};

describe('sitegen check on a broken copy of this site', () => {
  let result: CliResult;
  /** The line of the post that the broken links are written on. */
  let brokenLinksLine = 0;
  beforeAll(async () => {
    await edit('content/blog/code-reviews-that-scale.md', (text) => {
      brokenLinksLine = `${text}\n`.split('\n').length;
      return `${text}\nSee [the missing page](/no-such-page) and [a missing section](/about#no-such-section).\n`;
    });
    await edit('templates/pages/CareersPage.tsx', (text) =>
      text.replace('<Hero hero={content.hero} />', '<Hero hero={content.hero} />\n      <img src="/favicon.svg" />'),
    );
    const reviewsTitle = /^title: .*$/m.exec(await readFile(join(project.root, 'content/blog/code-reviews-that-scale.md'), 'utf8'))![0];
    await edit('content/blog/typo-tolerant-search.md', (text) => text.replace(/^title: .*$/m, reviewsTitle));
    result = await runSitegen(['check'], project.root);
  });

  it('exits 1', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
  });

  it('reports every problem at once, each where it is mended: a body at its file and line, a template at its page', () => {
    const post = /^content\/blog\/code-reviews-that-scale\.md:(\d+): body: /m;
    expect(result.stdout).toMatch(
      new RegExp(`${post.source}broken link <a href="/no-such-page/">: no page or file at /no-such-page/\n`, 'm'),
    );
    const line = Number(post.exec(result.stdout)?.[1]);
    expect(line).toBe(brokenLinksLine);
    expect(result.stdout).toContain(
      `content/blog/code-reviews-that-scale.md:${line}: body: broken anchor <a href="/about/#no-such-section">: /about/ has no element with id "no-such-section"\n`,
    );
    expect(result.stdout).toContain('/careers/: <img src="/favicon.svg"> has no alt attribute (alt="" marks a decorative image)\n');
    expect(result.stdout).toMatch(/^\/careers\/: html-validate wcag\/h37 at careers\/index\.html:\d+:\d+: /m);
    expect(result.stdout).toContain(
      '/blog/typo-tolerant-search/: duplicate title "Code Reviews That Scale: Habits for Growing Engineering Teams | Northbeam Software" is also on /blog/code-reviews-that-scale/\n',
    );
  });

  it('ends with a one-line summary that counts the problems', () => {
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(`Checked 44 pages: ${lines.length - 1} problems.`);
  });

  it('reports content errors with the problems of the site built without their files, and names those files', async () => {
    for (const post of ['code-reviews-that-scale', 'typo-tolerant-search']) {
      await edit(`content/blog/${post}.md`, (text) => text.replace(/^publishDate: .*$/m, 'publishDate: 2024-13-45'));
    }
    const broken = await runSitegen(['check'], project.root);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe('');
    const lines = broken.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^content\/blog\/code-reviews-that-scale\.md:\d+: publishDate: must be a real date written YYYY-MM-DD$/),
      expect.stringMatching(/^content\/blog\/typo-tolerant-search\.md:\d+: publishDate: must be a real date written YYYY-MM-DD$/),
    ]);
    // The rest of the site is checked; the problems planted in the two posts left out are not reported.
    expect(lines).toContain('/careers/: <img src="/favicon.svg"> has no alt attribute (alt="" marks a decorative image)');
    expect(broken.stdout).not.toContain('/blog/code-reviews-that-scale/:');
    expect(lines.at(-2)).toBe(
      'Left out of the build for their content errors, so not checked: content/blog/code-reviews-that-scale.md, content/blog/typo-tolerant-search.md.',
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^Checked \\d+ pages: ${lines.length - 2} problems\\.$`));
  });

  it('reports a template that throws as the build does, as one problem', async () => {
    for (const post of ['code-reviews-that-scale', 'typo-tolerant-search']) {
      await edit(`content/blog/${post}.md`, (text) => text.replace(/^publishDate: 2024-13-45$/m, 'publishDate: 2024-10-01'));
    }
    await edit('templates/pages/CareersPage.tsx', (text) =>
      text.replace(
        'const { openings, culture } = content;',
        "const { openings, culture } = content;\n  throw new Error('careers exploded');",
      ),
    );
    const broken = await runSitegen(['check'], project.root);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('Build failed: template CareersPage threw while rendering /careers.');
    expect(broken.stdout).toBe('Check failed: the site does not build (1 problem).\n');
  });
});
