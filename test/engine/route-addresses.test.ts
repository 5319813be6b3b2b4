import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { PagePlanError } from '../../src/pipeline/plan-pages.ts';
import { editedContent, lineOf, replaceLine } from '../support/content-edits.ts';
import { buildProject, copyFixture, typeCheckSkipped, uninstallTypeScript } from '../support/fixture-project.ts';
import { runSitegen, type TempProject } from '../support/project.ts';

/**
 * Old addresses in a note's front matter that no build may write: some lead out of
 * the output, some name the engine's own files or another page, and some no file
 * system can hold. The project holds a good build in dist/ that each failure must
 * leave as it is. It has no TypeScript: what check says of the aliases does not
 * depend on the templates' types, which tsc would take most of each check to find.
 */
let project: TempProject;
/** Where `/../../{name}` leads from the folder a build stages its output in (`.dist.tmp-*`), beside the project. */
let escaped: string;

beforeAll(async () => {
  project = await copyFixture('notes');
  escaped = join(dirname(project.root), `${basename(project.root)}-escaped`);
  await uninstallTypeScript(project);
  await buildProject(project);
});
afterAll(() => project.remove());

const note = 'notes/naming-things.md';

/** A copy of the content, inside the project, whose note lists the aliases, each on a line of its own. */
function contentWithAliases(aliases: readonly string[]): Promise<string> {
  // As JSON strings, which YAML reads as double-quoted ones: a NUL or a backslash is an escape.
  const list = aliases.map((alias) => `  - ${JSON.stringify(alias)}`).join('\n');
  return editedContent(join(project.root, 'content'), project.root, { [note]: replaceLine(/^date: .*$/m, `$&\naliases:\n${list}`) });
}

/** What building `content` throws, with every file of the project before and after it. */
async function failedBuild(content: string) {
  const before = await projectFiles(project.root);
  const error = await buildProject(project, { contentDir: content }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return { error, before, after: await projectFiles(project.root) };
}

/** The problems with `messages` as the note's aliases, each at its line, with files named as `shown` names them. */
async function expectedProblems(content: string, messages: readonly string[], shown: (file: string) => string): Promise<string> {
  const first = (await lineOf(join(content, note), /^aliases:$/)) + 1;
  return [
    `${messages.length} ${messages.length === 1 ? 'problem' : 'problems'} with the site's routes:`,
    ...messages.map((message, index) => `${shown(note)}:${first + index}: aliases[${index}]: ${message}`),
  ].join('\n');
}

describe('an old address that leads out of the output', () => {
  const escaping = () => `/../../${basename(escaped)}`;
  const problem = () => `'${escaping()}' must not have a . or .. segment`;

  it('fails the build at its line, writes nothing outside the output and leaves the last build as it was', async () => {
    const content = await contentWithAliases([escaping()]);
    const { error, before, after } = await failedBuild(content);
    expect(error).toBeInstanceOf(PagePlanError);
    expect((error as Error).message).toBe(
      await expectedProblems(content, [problem()], (file) => relative(process.cwd(), join(content, file))),
    );
    expect(existsSync(escaped)).toBe(false);
    expect(after).toEqual(before);
  });

  it('fails sitegen check in the same words, which writes nothing outside its own folder', async () => {
    const content = await contentWithAliases([escaping()]);
    const before = await projectFiles(project.root);
    const result = await runSitegen(['check', '--content', content], project.root);
    expect(result.stderr).toBe(
      `Build failed: ${await expectedProblems(content, [problem()], (file) => relative(project.root, join(content, file)))}\n`,
    );
    expect(result.stdout).toBe(`${typeCheckSkipped}Check failed: the site does not build (1 problem).\n`);
    expect(result.code).toBe(1);
    expect(existsSync(escaped)).toBe(false);
    expect(await projectFiles(project.root)).toEqual(before);
  });
});

describe('old addresses a build cannot write', () => {
  const longSegment = 'a'.repeat(300);
  const aliases = () => [
    `/../../${basename(escaped)}`,
    '/./',
    '/notes/../',
    '/feed.xml',
    '/sitemap.xml',
    '/index.html',
    '/404',
    `/notes/${longSegment}`,
    '/notes/a\\b',
    '/notes/small-commits',
  ];
  const messages = (shown: (file: string) => string) => [
    `'/../../${basename(escaped)}' must not have a . or .. segment`,
    "'/./' must not have a . or .. segment",
    "'/notes/../' must not have a . or .. segment",
    "'/feed.xml' is also the address of the feed",
    "'/sitemap.xml' is also the address of the sitemap",
    "'/index.html' is also the address of the page / (NoteListPage)",
    "'/404' is also the address of the page /404 (NotFoundPage)",
    `'/notes/${longSegment.slice(0, 53)}…' has a segment of 300 bytes, and a file name can have 255 at most`,
    "'/notes/a\\b' must not have a backslash (\\)",
    `'/notes/small-commits' is also the address of the page /notes/small-commits (NotePage), from ${shown('notes/small-commits.md')}:1`,
  ];

  it('fail the build, each at its line in the front matter, all at once, and leave the last build as it was', async () => {
    const content = await contentWithAliases(aliases());
    const { error, before, after } = await failedBuild(content);
    const shown = (file: string) => relative(process.cwd(), join(content, file));
    expect(error).toBeInstanceOf(PagePlanError);
    expect((error as Error).message).toBe(await expectedProblems(content, messages(shown), shown));
    expect(existsSync(escaped)).toBe(false);
    expect(after).toEqual(before);
  });

  it('are reported by sitegen check in the same words', async () => {
    const content = await contentWithAliases(aliases());
    const result = await runSitegen(['check', '--content', content], project.root);
    const shown = (file: string) => relative(project.root, join(content, file));
    expect(result.stderr).toBe(`Build failed: ${await expectedProblems(content, messages(shown), shown)}\n`);
    expect(result.stdout).toBe(`${typeCheckSkipped}Check failed: the site does not build (${aliases().length} problems).\n`);
    expect(result.code).toBe(1);
    expect(existsSync(escaped)).toBe(false);
  });
});

/**
 * Every file under the project with a hash of its bytes (dist/ and its neighbours
 * included), but for the linked packages and the engine's caches, which a build may
 * add to.
 */
async function projectFiles(root: string): Promise<Map<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('node_modules') && !file.startsWith('.sitegen'))
    .sort();
  const hashed = await Promise.all(
    files.map(
      async (file) =>
        [
          file,
          createHash('sha256')
            .update(await readFile(join(root, file)))
            .digest('hex'),
        ] as const,
    ),
  );
  return new Map(hashed);
}

describe('an old address where the build writes a file of assets/', () => {
  it('fails the build at its line, naming the static file whose address it takes', async () => {
    const content = await contentWithAliases(['/favicon.svg']);
    const { error, before, after } = await failedBuild(content);
    expect(error).toBeInstanceOf(PagePlanError);
    const shown = (file: string) => relative(process.cwd(), join(content, file));
    expect((error as Error).message).toBe(
      await expectedProblems(content, ["'/favicon.svg' is also the address of the static file assets/static/favicon.svg"], shown),
    );
    expect(after).toEqual(before);
  });
});
