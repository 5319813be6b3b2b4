import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture, uninstallTypeScript } from '../support/fixture-project.ts';
import { runSitegen, type TempProject } from '../support/project.ts';

let project: TempProject;
beforeAll(async () => {
  project = await copyFixture('notes');
});
afterAll(() => project.remove());

const notesDir = () => join(project.root, 'content', 'notes');
const newNote = (title: string, ...options: string[]) => runSitegen(['new', 'note', title, ...options], project.root);

describe('sitegen new: the new entry is checked as a build checks the content', () => {
  it('refuses an entry its schema refuses, with the content error a build gives, and writes nothing', async () => {
    const before = await readdir(notesDir());
    const result = await newNote('Filed Wrongly', '--tag', 'Not A Tag');
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'Nothing created: with content/notes/filed-wrongly.md, the build would fail with 1 content error:',
        'content/notes/filed-wrongly.md:4: tags[0]: must be lowercase words joined by hyphens',
        '',
      ].join('\n'),
    });
    expect(await readdir(notesDir())).toEqual(before);
  });

  it("refuses an entry the site's own rules refuse, wherever they place the problem", async () => {
    // The notes' rule: no two notes share a title, whatever its case. The new file's name comes first.
    const result = await newNote('Keyboard Shortcuts Worth Learning');
    expect([result.code, result.stderr]).toEqual([
      1,
      [
        'Nothing created: with content/notes/keyboard-shortcuts-worth-learning.md, the build would fail with 1 content error:',
        "content/notes/keyboard-shortcuts.md:2: title: 'Keyboard shortcuts worth learning' is already the title of content/notes/keyboard-shortcuts-worth-learning.md",
        '',
      ].join('\n'),
    ]);
    expect(existsSync(join(notesDir(), 'keyboard-shortcuts-worth-learning.md'))).toBe(false);
  });

  it('refuses with the very lines a build prints for the same file', async () => {
    const written = await copyFixture('notes');
    try {
      const refused = await runSitegen(['new', 'note', 'Mistagged', '--tag', 'Two Words'], written.root);
      expect(refused.code).toBe(1);
      // The same entry written by hand: made with a tag the schema takes, then given the one it refused.
      expect((await runSitegen(['new', 'note', 'Mistagged', '--tag', 'tools'], written.root)).code).toBe(0);
      const file = join(written.root, 'content', 'notes', 'mistagged.md');
      await writeFile(file, (await readFile(file, 'utf8')).replace('tags: ["tools"]', 'tags: ["Two Words"]'));
      const built = await runSitegen(['build'], written.root);
      expect(built.code).toBe(1);
      const errorLines = (text: string) => text.split('\n').filter((line) => line.startsWith('content/'));
      expect(errorLines(refused.stderr)).toEqual(['content/notes/mistagged.md:4: tags[0]: must be lowercase words joined by hyphens']);
      expect(errorLines(built.stderr)).toEqual(errorLines(refused.stderr));
    } finally {
      await written.remove();
    }
  });
});

describe('sitegen new: what it refuses outright', () => {
  it('refuses to overwrite an entry of the same name, and exits 1', async () => {
    const file = join(notesDir(), 'keyboard-shortcuts.md');
    const before = await readFile(file, 'utf8');
    expect(await newNote('Keyboard Shortcuts')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Nothing created: content/notes/keyboard-shortcuts.md already exists\n',
    });
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('rejects an unknown option or kind as a usage error (exit 2), listing the known ones', async () => {
    const option = await newNote('Gardening for Engineers', '--topic', 'gardening');
    expect([option.code, option.stderr]).toEqual([2, 'Nothing created: unknown option --topic (known: --tag)\n']);
    const kind = await runSitegen(['new', 'recipe', 'Sourdough'], project.root);
    expect([kind.code, kind.stderr]).toEqual([2, "Nothing created: the site has no 'recipe' to create (it has: note)\n"]);
    expect(existsSync(join(notesDir(), 'gardening-for-engineers.md'))).toBe(false);
  });
});

describe('sitegen new: a slug from any title', () => {
  it('spells a Latin title without its accents and punctuation', async () => {
    const result = await newNote('Über-Caching: 10 Lessons!');
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toMatch(/^Created content\/notes\/uber-caching-10-lessons\.md\n/);
  });

  it('cuts the slug of a long title where a word ends, and says so', async () => {
    const title = Array.from({ length: 30 }, (_, index) => `Chapter ${index} of a long story`).join(', ');
    expect(title.length).toBeGreaterThan(250);
    const result = await newNote(title);
    expect(result.code).toBe(0);
    const name = /^Created content\/notes\/([a-z0-9-]+)\.md\n/.exec(result.stdout)?.[1] ?? '';
    expect(name.length).toBeLessThanOrEqual(80);
    expect(title.toLowerCase().replace(/\W+/g, '-').startsWith(`${name}-`)).toBe(true);
    expect(result.stdout).toContain(`Its slug, ${name}, is the title's first words, cut at 80 characters where a word ends`);
    expect(await readFile(join(notesDir(), `${name}.md`), 'utf8')).toContain(`title: ${JSON.stringify(title)}`);
  });

  it('never crashes on a title of one word too long for a file name', async () => {
    const result = await newNote('W'.repeat(300));
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toContain(`Created content/notes/${'w'.repeat(80)}.md\n`);
  });

  it('spells a title of CJK or emoji alone in Latin letters, and says so', async () => {
    const chinese = await newNote('你好世界');
    expect([chinese.code, chinese.stdout]).toEqual([
      0,
      'Created content/notes/ni-hao-shi-jie.md\nIts slug, ni-hao-shi-jie, spells the title in Latin letters: change it if you want another.\n',
    ]);
    expect(await readFile(join(notesDir(), 'ni-hao-shi-jie.md'), 'utf8')).toContain('title: "你好世界"');
    const emoji = await newNote('🚀🌙');
    expect([emoji.code, emoji.stdout.split('\n')[0]]).toEqual([0, 'Created content/notes/rocket-crescent-moon.md']);
  });

  it('names a title it cannot spell by its hash, the same for the same title', async () => {
    const first = await newNote('𪜀');
    const name = /^Created content\/notes\/(note-[0-9a-f]{8})\.md\n/.exec(first.stdout)?.[1];
    expect([first.code, name]).toEqual([0, expect.any(String)]);
    expect(first.stdout).toContain(`its slug, ${name}, is made from its hash`);
    expect(await newNote('𪜀')).toEqual({ code: 1, stdout: '', stderr: `Nothing created: content/notes/${name}.md already exists\n` });
  });
});

describe('sitegen new: the options a scaffold declares', () => {
  /** The notes' scaffold, filing a note only under a tag the notes already use, and never by default. */
  const requiredTag = [
    "import type { Scaffold } from 'sitegen';",
    "import type { NotesContent } from './content.ts';",
    'export const noteScaffold: Scaffold<NotesContent> = {',
    "  collection: 'notes',",
    "  description: 'a note in content/notes/, filed under a tag the notes use',",
    '  options: {',
    "    tag: { description: 'the tag it is filed under', required: true, choices: (content) => [...new Set(content.notes.flatMap((note) => note.data.tags))].sort() },",
    "    mood: 'how the note feels',",
    '  },',
    '  create: ({ title, slug, today, options }) => ({',
    '    name: slug,',
    '    text: `---\\ntitle: ${JSON.stringify(title)}\\ndate: ${today}\\ntags: [${JSON.stringify(options.tag)}]\\ndraft: true\\n---\\n\\nWhat the note says.\\n`,',
    '  }),',
    '};',
    '',
  ].join('\n');
  const tags = 'baking, code, habits, reading, tools, writing';

  let site: TempProject;
  beforeAll(async () => {
    site = await copyFixture('notes');
    await writeFile(join(site.root, 'templates', 'scaffolds.ts'), requiredTag);
  });
  afterAll(() => site.remove());

  it('refuses a required option left out, or given no value, listing the values it takes, and writes nothing', async () => {
    const before = await readdir(join(site.root, 'content', 'notes'));
    expect(await runSitegen(['new', 'note', 'Untagged'], site.root)).toEqual({
      code: 2,
      stdout: '',
      stderr: `Nothing created: --tag is required: one of ${tags}\n`,
    });
    expect(await runSitegen(['new', 'note', 'Untagged', '--tag'], site.root)).toEqual({
      code: 2,
      stdout: '',
      stderr: `Nothing created: --tag needs a value: one of ${tags}\n`,
    });
    expect(await readdir(join(site.root, 'content', 'notes'))).toEqual(before);
  });

  it('refuses a value outside its choices, with every other problem of the options at once', async () => {
    expect(await runSitegen(['new', 'note', 'Mistagged', '--tag', 'gardening', '--colour', 'green', '--mood'], site.root)).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        'Nothing created: unknown option --colour (known: --tag, --mood)',
        `unknown --tag 'gardening' (known: ${tags})`,
        '--mood needs a value: how the note feels',
        '',
      ].join('\n'),
    });
    const created = await runSitegen(['new', 'note', 'Well Tagged', '--tag', 'habits'], site.root);
    expect([created.code, created.stderr]).toEqual([0, '']);
    expect(await readFile(join(site.root, 'content', 'notes', 'well-tagged.md'), 'utf8')).toContain('tags: ["habits"]');
  });

  it('lists the kinds of entry the site declares in sitegen new --help, with their options, the required ones marked', async () => {
    const help = await runSitegen(['new', '--help'], site.root);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(
      [
        'Kinds of entry this site declares (templates/site.ts):',
        '  note: a note in content/notes/, filed under a tag the notes use',
        '    --tag <value>   required: the tag it is filed under',
        '    --mood <value>  how the note feels',
        '',
      ].join('\n'),
    );
    const fixture = await runSitegen(['new', 'note', '--help'], project.root);
    expect(fixture.stdout).toContain("    --tag <value>  the tag it is filed under (default: the first note's first tag)\n");
  });
});

describe("a scaffold's placeholder text", () => {
  const leftIn = (file: string, line: number) =>
    `content/notes/${file}:${line}: body: still holds placeholder text from sitegen new note: "What the note says."`;

  it('is no error in a draft, and fails the build and check at its line once the entry is published, until it is replaced', async () => {
    const site = await copyFixture('notes');
    try {
      // Content errors are found whatever tsc would say of the templates: the check here goes without it.
      await uninstallTypeScript(site);
      expect((await runSitegen(['new', 'note', 'Half Written'], site.root)).code).toBe(0);
      expect((await runSitegen(['build'], site.root)).code).toBe(0);
      const file = join(site.root, 'content', 'notes', 'half-written.md');
      const draft = await readFile(file, 'utf8');
      await writeFile(file, draft.replace('draft: true\n', ''));
      const built = await runSitegen(['build'], site.root);
      expect([built.code, built.stderr]).toEqual([1, `Build failed: 1 content error.\n${leftIn('half-written.md', 7)}\n`]);
      const checked = await runSitegen(['check'], site.root);
      expect(checked.code).toBe(1);
      expect(checked.stdout.split('\n')).toContain(leftIn('half-written.md', 7));
      await writeFile(file, draft.replace('draft: true\n', '').replace('What the note says.', 'Half written, now whole.'));
      expect((await runSitegen(['build'], site.root)).code).toBe(0);
    } finally {
      await site.remove();
    }
  });

  it('is no reason for sitegen new to refuse the entry it writes, though that one is published', async () => {
    const site = await copyFixture('notes');
    try {
      const scaffolds = join(site.root, 'templates', 'scaffolds.ts');
      await writeFile(scaffolds, (await readFile(scaffolds, 'utf8')).replace('\\ndraft: true', ''));
      const created = await runSitegen(['new', 'note', 'Straight Out'], site.root);
      expect([created.code, created.stderr]).toEqual([0, '']);
      expect(await readFile(join(site.root, 'content', 'notes', 'straight-out.md'), 'utf8')).not.toContain('draft');
      const built = await runSitegen(['build'], site.root);
      expect([built.code, built.stderr]).toEqual([1, `Build failed: 1 content error.\n${leftIn('straight-out.md', 7)}\n`]);
    } finally {
      await site.remove();
    }
  });
});

describe('sitegen new: writing the file', () => {
  it('refuses a scaffold that names its entry outside its collection folder, and writes nothing', async () => {
    const site = await copyFixture('notes');
    try {
      const escaping =
        "export const noteScaffold = { collection: 'notes', description: 'a note', create: () => ({ name: '../../escaped', text: '' }) };\n";
      await writeFile(join(site.root, 'templates', 'scaffolds.ts'), escaping);
      const result = await runSitegen(['new', 'note', 'Anything'], site.root);
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr: `Nothing created: templates/site.ts: the scaffold 'note' names its entry "../../escaped", which is not a file name\n`,
      });
      expect(existsSync(join(site.root, 'escaped.md'))).toBe(false);
    } finally {
      await site.remove();
    }
  });

  it('reports a collection folder it cannot write to, without a stack', async () => {
    const site = await copyFixture('notes');
    try {
      const notes = join(site.root, 'content', 'notes');
      await rm(notes, { recursive: true });
      await symlink(join(site.root, 'unplugged-drive', 'notes'), notes);
      const result = await runSitegen(['new', 'note', 'Nowhere to Go'], site.root);
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: 'Nothing created: content/notes/nowhere-to-go.md could not be written (ENOENT)\n',
      });
    } finally {
      await site.remove();
    }
  });
});
