import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { memoryBuildCache } from '../../src/cache/build-cache.ts';
import { applyEdits, contentErrorsOf, editedContent, lineOf, replaceLine, type Edit } from '../support/content-edits.ts';
import { ContentErrors, formatContentError } from '../../src/content/content-error.ts';
import type { PastContentErrors } from '../../src/content/load-content.ts';
import { buildProject, copyFixture } from '../support/fixture-project.ts';
import { makeTempDir, type TempProject } from '../support/project.ts';
import { loadProjectContent } from '../support/site-content.ts';

let project: TempProject;
let workDir: string;
/** Bodies no edit touched are rendered once for the whole file. */
const cache = memoryBuildCache();

beforeAll(async () => {
  [project, workDir] = await Promise.all([copyFixture('notes'), makeTempDir('sitegen-content-errors-')]);
});
afterAll(() => Promise.all([project.remove(), rm(workDir, { recursive: true, force: true })]));

/** Loads the notes fixture's content after the edits; returns the error lines, and the edited folder to find their lines in. */
async function errorsAfter(edits: Readonly<Record<string, Edit>>): Promise<{ errors: string[]; dir: string }> {
  const dir = await editedContent(join(project.root, 'content'), workDir, edits);
  return { errors: await contentErrorsOf(loadProjectContent({ root: project.root, contentDir: dir, cache }), dir), dir };
}

const realDate = 'must be a real date written YYYY-MM-DD';

describe('content errors', () => {
  it('are reported all at once, every file, each as file:line: field: problem', async () => {
    const { errors, dir } = await errorsAfter({
      'notes/bread-and-patience.md': replaceLine(/^date: .*$/m, '$&\ndraft: sometimes'),
      'notes/keyboard-shortcuts.md': replaceLine(/^title: .*\n/m, ''),
      'notes/naming-things.md': replaceLine(/^title:/m, 'titel:'),
      'notes/reading-slowly.md': replaceLine(/^date: .*$/m, 'date: 2024-02-30'),
      'notes/walking-meetings.md': replaceLine(/^date: .*$/m, 'date: 2024-13-01'),
      'links/mdn.yaml': replaceLine(/^url: .*$/m, 'url: developer.mozilla.org'),
    });
    const line = (file: string, pattern: RegExp) => lineOf(join(dir, file), pattern);
    expect(errors).toEqual([
      `links/mdn.yaml:${await line('links/mdn.yaml', /^url:/)}: url: must be an http(s) URL`,
      `notes/bread-and-patience.md:${await line('notes/bread-and-patience.md', /^draft:/)}: draft: expected boolean, got string "sometimes"`,
      // A missing field is located at the front matter's first line, below the opening ---.
      'notes/keyboard-shortcuts.md:2: title: is required',
      'notes/naming-things.md:2: title: is required',
      `notes/naming-things.md:${await line('notes/naming-things.md', /^titel:/)}: titel: unknown field (check its spelling)`,
      `notes/reading-slowly.md:${await line('notes/reading-slowly.md', /^date:/)}: date: ${realDate}`,
      `notes/walking-meetings.md:${await line('notes/walking-meetings.md', /^date:/)}: date: ${realDate}`,
    ]);
  });

  it('name a data file that is missing', async () => {
    const { errors } = await errorsAfter({ 'site.yaml': () => null });
    expect(errors).toEqual(['site.yaml:1: file is missing or unreadable']);
  });

  it('name a file no source reads, and a file of the wrong format in a collection folder, rather than leave them out', async () => {
    const { errors } = await errorsAfter({
      'ideas/someday.md': () => '---\ntitle: Someday\n---\n\nA note in a folder the site does not read.\n',
      'notes/reading-list.yaml': () => 'title: Books for the winter\n',
      'links/more.md': () => '# More links\n',
    });
    expect(errors).toEqual([
      'ideas/someday.md:1: not read by the site: no data file or collection declared in templates/site.ts covers it',
      'links/more.md:1: not read by the site: content/links/ holds YAML (.yaml) files',
      'notes/reading-list.yaml:1: not read by the site: content/notes/ holds Markdown (.md) files',
    ]);
  });

  it("locate a problem the site's own rule finds at the field it names", async () => {
    const { errors, dir } = await errorsAfter({ 'notes/walking-meetings.md': replaceLine(/^title: .*$/m, 'title: Naming Things') });
    const line = await lineOf(join(dir, 'notes/walking-meetings.md'), /^title:/);
    expect(errors).toEqual([`notes/walking-meetings.md:${line}: title: 'Naming Things' is already the title of notes/naming-things.md`]);
  });

  it('locate a code block in an unknown language, or in none, at its line in the body', async () => {
    const { errors, dir } = await errorsAfter({
      'notes/small-commits.md': (text) => `${text}\n\`\`\`klingon\nQapla'\n\`\`\`\n\n\`\`\`\nno language given\n\`\`\`\n`,
    });
    const line = (pattern: RegExp) => lineOf(join(dir, 'notes/small-commits.md'), pattern);
    expect(errors).toEqual([
      `notes/small-commits.md:${await line(/^```klingon$/)}: code block: unknown language 'klingon'`,
      `notes/small-commits.md:${(await line(/^no language given$/)) - 1}: code block: needs a language after the opening \`\`\` (use text for plain text)`,
    ]);
  });
});

describe('control characters in content', () => {
  it('are refused in any field of any file, each at its field, the characters named: never published into a page or the feed', async () => {
    const { errors, dir } = await errorsAfter({
      // A title pasted from a terminal, as it was: an ANSI colour code's ESC, a NUL, and C1's CSI.
      'notes/bread-and-patience.md': replaceLine(/^title: .*$/m, 'title: Bread \u001b[31mand\u001b[0m pat\u0000ience\u009b'),
      // Written as YAML escapes, in a list, and as a key.
      'links/gutenberg.yaml': (text) => `${text}extra:\n  "k\\x7fey": "\\x85"\n`,
      'links/mdn.yaml': replaceLine(/^comment: .*$/m, 'comment: "Checked\\r before I write."'),
      'site.yaml': replaceLine(/^description: .*$/m, 'description: "Short notes,\\tearly.\\r\\nOn tools and\\fhabits."'),
    });
    const line = (file: string, pattern: RegExp) => lineOf(join(dir, file), pattern);
    const extra = await line('links/gutenberg.yaml', /^extra:/);
    expect(errors).toEqual([
      `links/gutenberg.yaml:${extra + 1}: extra: unknown field (check its spelling)`,
      `links/gutenberg.yaml:${extra + 1}: extra.k\u007fey: holds the invisible control character U+007F: delete it`,
      `links/gutenberg.yaml:${extra + 1}: extra.k\u007fey: holds the invisible control character U+0085: delete it`,
      `links/mdn.yaml:${await line('links/mdn.yaml', /^comment:/)}: comment: holds the invisible control character U+000D: delete it`,
      'notes/bread-and-patience.md:2: title: holds the invisible control characters U+001B, U+0000 and U+009B: delete them',
      // A tab, and a carriage return that ends a line, are text.
      `site.yaml:${await line('site.yaml', /^description:/)}: description: holds the invisible control character U+000C: delete it`,
    ]);
  });

  it('are refused in a Markdown body, at the line that holds one', async () => {
    const { errors, dir } = await errorsAfter({
      'notes/walking-meetings.md': (text) => `${text}\nRun \u001b[1mmake\u001b[0m first.\r\nThen\ttest.\n`,
    });
    const line = await lineOf(join(dir, 'notes/walking-meetings.md'), /^Run /);
    expect(errors).toEqual([`notes/walking-meetings.md:${line}: body: holds the invisible control character U+001B: delete it`]);
  });
});

describe('content that is not plain data', () => {
  it('is refused when its front matter is in another language than YAML, none of which runs', async () => {
    const marker = join(workDir, `front-matter-ran-${process.pid}`);
    const command = `process.getBuiltinModule("child_process").execSync("touch ${marker}")`;
    const { errors } = await errorsAfter({
      'notes/zz-js.md': () => `---js\n{ title: String(${command}), date: "2024-01-01", tags: ["x"] }\n---\nRan?\n`,
      'notes/zz-javascript.md': () => `---javascript\n{ title: String(${command}), date: "2024-01-01", tags: ["x"] }\n---\nRan?\n`,
      'notes/zz-coffee.md': () => '---coffee\ntitle: "Coffee"\n---\nRan?\n',
    });
    expect(errors).toEqual([
      "notes/zz-coffee.md:1: only YAML front matter is accepted: remove 'coffee' after the opening ---",
      "notes/zz-javascript.md:1: only YAML front matter is accepted: remove 'javascript' after the opening ---",
      "notes/zz-js.md:1: only YAML front matter is accepted: remove 'js' after the opening ---",
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it('is refused when it is not UTF-8, at the line of the first stray byte, in Markdown and YAML alike', async () => {
    // Latin-1 writes é as the one byte 0xE9, which UTF-8 never has alone.
    const inLatin1 =
      (pattern: RegExp): Edit =>
      (text) =>
        Buffer.from(replaceLine(pattern, '$& (a café habit)')(text), 'latin1');
    const { errors, dir } = await errorsAfter({
      'notes/bread-and-patience.md': inLatin1(/^title: .*$/m),
      'links/mdn.yaml': inLatin1(/^comment: .*$/m),
    });
    const notUtf8 = 'is not UTF-8 text: save the file as UTF-8 (Unicode) in your editor';
    expect(errors).toEqual([
      `links/mdn.yaml:${await lineOf(join(dir, 'links/mdn.yaml'), /^comment: /)}: ${notUtf8}`,
      `notes/bread-and-patience.md:${await lineOf(join(dir, 'notes/bread-and-patience.md'), /^title: /)}: ${notUtf8}`,
    ]);
  });

  it('is refused when its YAML aliases expand without end, naming the file and the line', async () => {
    const levels = ['a: &a ["tea","tea","tea","tea","tea","tea","tea","tea","tea"]'];
    for (const [index, name] of [...'bcdefghi'].entries())
      levels.push(`${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[index]}`).join(',')}]`);
    const { errors } = await errorsAfter({ 'links/gutenberg.yaml': () => `${levels.join('\n')}\n` });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^links\/gutenberg\.yaml:2: invalid YAML: .*alias/i);
  });
});

describe('a build that goes on past content errors', () => {
  it('leaves out every file an error names, hands the errors on, and is not kept as the build of its inputs', async () => {
    const flawed = await copyFixture('flawed');
    try {
      const shown = (file: string) => relative(process.cwd(), join(flawed.root, 'content', file));
      const past: PastContentErrors[] = [];
      await buildProject(flawed, { pastErrors: (found) => past.push(found) });
      expect(past.map(({ errors, leftOut }) => ({ errors: errors.map(formatContentError), leftOut }))).toEqual([
        {
          errors: [
            `${shown('notes/misdated.md')}:3: date: must be a date written YYYY-MM-DD`,
            `${shown('notes/pasted.md')}:2: title: holds the invisible control character U+001B: delete it`,
          ],
          leftOut: [shown('notes/misdated.md'), shown('notes/pasted.md')],
        },
      ]);
      const built = (page: string) => existsSync(join(flawed.root, 'dist', page, 'index.html'));
      expect(['notes/tidy', 'notes/untitled', 'notes/misdated', 'notes/pasted'].map(built)).toEqual([true, true, false, false]);
      // A build that stops at content errors is not spared by the one that went on past them.
      await expect(buildProject(flawed)).rejects.toBeInstanceOf(ContentErrors);
    } finally {
      await flawed.remove();
    }
  });

  it('stops when a data file has an error: every page may show what it holds', async () => {
    const flawed = await copyFixture('flawed');
    try {
      await applyEdits(join(flawed.root, 'content'), { 'site.yaml': replaceLine(/^author: .*$/m, 'author: " "') });
      const past: PastContentErrors[] = [];
      const thrown = await buildProject(flawed, { pastErrors: (found) => past.push(found) }).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(ContentErrors);
      expect((thrown as ContentErrors).errors.map((error) => error.file)).toContain(
        relative(process.cwd(), join(flawed.root, 'content/site.yaml')),
      );
      expect(past).toEqual([]);
    } finally {
      await flawed.remove();
    }
  });
});
