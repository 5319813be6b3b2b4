import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentErrors, formatContentError } from '../content/content-error.ts';
import { makeTempDir, repoRoot } from '../../test/support/project.ts';
import { loadSite } from './load-site.ts';

const post = 'blog/code-reviews-that-scale.md';
const otherPost = 'blog/typo-tolerant-search.md';
let workDir: string;

beforeAll(async () => {
  workDir = await makeTempDir('sitegen-content-');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

type Edit = (text: string) => string | Uint8Array | null;

/** Copies the real content, applies edits (null deletes the file), loads it and returns the error lines. */
async function errorsAfter(edits: Record<string, Edit>): Promise<{ errors: string[]; dir: string }> {
  const dir = await mkdtemp(join(workDir, 'case-'));
  await cp(join(repoRoot, 'content'), dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const edited = edit(await readFile(join(dir, file), 'utf8').catch(() => ''));
    if (edited === null) await unlink(join(dir, file));
    else await writeFile(join(dir, file), edited);
  }
  try {
    await loadSite(dir, { link: (path) => path });
  } catch (error) {
    if (!(error instanceof ContentErrors)) throw error;
    const shown = relative(process.cwd(), dir);
    return { errors: error.errors.map((entry) => formatContentError(entry).replace(`${shown}/`, '')), dir };
  }
  return { errors: [], dir };
}

/** The 1-based line of the first line of `file` matching `pattern`. */
async function lineOf(dir: string, file: string, pattern: RegExp): Promise<number> {
  const lines = (await readFile(join(dir, file), 'utf8')).split('\n');
  const index = lines.findIndex((line) => pattern.test(line));
  expect(index, `${file} has no line matching ${pattern}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

const replaceLine = (pattern: RegExp, replacement: string): Edit => (text) => {
  expect(text).toMatch(pattern);
  return text.replace(pattern, replacement);
};

describe('content errors', () => {
  it('loads the real content without errors', async () => {
    const model = await loadSite(join(repoRoot, 'content'), { link: (path) => path });
    expect(model.posts.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(model.posts.filter((entry) => entry.featured).map((entry) => entry.id)).toEqual([1, 2, 6]);
    expect(model.services).toHaveLength(9);
  });

  it('names a missing required field', async () => {
    const { errors, dir } = await errorsAfter({ [post]: replaceLine(/^author: .*\n/m, '') });
    expect(errors).toEqual([`${post}:${await lineOf(dir, post, /^---$/) + 1}: author: is required`]);
  });

  it('names a field of the wrong type', async () => {
    const { errors, dir } = await errorsAfter({ [post]: replaceLine(/^id: .*$/m, 'id: three') });
    expect(errors).toEqual([`${post}:${await lineOf(dir, post, /^id: three$/)}: id: expected number, got string "three"`]);
  });

  it('rejects a date that does not exist', async () => {
    const { errors, dir } = await errorsAfter({ [post]: replaceLine(/^publishDate: .*$/m, 'publishDate: 2025-02-30') });
    expect(errors).toEqual([`${post}:${await lineOf(dir, post, /^publishDate:/)}: publishDate: must be a real date written YYYY-MM-DD`]);
  });

  it('rejects an unknown field, which is usually a typo', async () => {
    const { errors, dir } = await errorsAfter({ [post]: replaceLine(/^excerpt:/m, 'exerpt:') });
    expect(errors).toContain(`${post}:${await lineOf(dir, post, /^exerpt:/)}: exerpt: unknown field (check its spelling)`);
    expect(errors).toContain(`${post}:2: excerpt: is required`);
  });

  it('rejects a duplicate slug and a duplicate id, pointing at the second file', async () => {
    const { errors, dir } = await errorsAfter({
      [otherPost]: (text) => text.replace(/^slug: .*$/m, 'slug: code-reviews-that-scale').replace(/^id: .*$/m, 'id: 3'),
    });
    expect(errors).toEqual([
      `${otherPost}:${await lineOf(dir, otherPost, /^id:/)}: id: 3 is already used by ${relative(process.cwd(), join(dir, post))}`,
      `${otherPost}:${await lineOf(dir, otherPost, /^slug:/)}: slug: 'code-reviews-that-scale' is already used by ${relative(process.cwd(), join(dir, post))}`,
    ]);
  });

  it('rejects a category that has no icon in site.yaml', async () => {
    const { errors, dir } = await errorsAfter({ [post]: replaceLine(/^category: .*$/m, 'category: Gardening') });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^${post}:${await lineOf(dir, post, /^category:/)}: category: 'Gardening' has no icon: add it to blog.categories in site.yaml`));
  });

  it('rejects an icon name that does not exist, in YAML too', async () => {
    const { errors, dir } = await errorsAfter({ 'site.yaml': (text) => text.replace(/(categories:\n(?:.*\n)*?\s+icon: )\S+/, '$1not-an-icon') });
    expect(errors).toEqual([
      `site.yaml:${await lineOf(dir, 'site.yaml', /icon: not-an-icon/)}: blog.categories[0].icon: is not a known icon name (use a Lucide icon name in kebab-case, e.g. heart-pulse)`,
    ]);
  });

  it('refuses constructor and __proto__ as icon names, which every object answers to', async () => {
    const { errors, dir } = await errorsAfter({
      [post]: replaceLine(/^category: .*$/m, '$&\nicon: constructor'),
      [otherPost]: replaceLine(/^category: .*$/m, '$&\nicon: __proto__'),
    });
    const problem = 'is not a known icon name (use a Lucide icon name in kebab-case, e.g. heart-pulse)';
    expect(errors).toEqual([
      `${post}:${await lineOf(dir, post, /^icon: constructor$/)}: icon: ${problem}`,
      `${otherPost}:${await lineOf(dir, otherPost, /^icon: __proto__$/)}: icon: ${problem}`,
    ]);
  });

  it('refuses front matter in another language than YAML, and runs none of it', async () => {
    const marker = join(workDir, `front-matter-ran-${process.pid}`);
    const command = `process.getBuiltinModule("child_process").execSync("touch ${marker}")`;
    const { errors } = await errorsAfter({
      'blog/zz-js.md': () => `---js\n{ title: String(${command}) }\n---\nx\n`,
      'blog/zz-javascript.md': () => `---javascript\n{ title: String(${command}) }\n---\nx\n`,
      'blog/zz-coffee.md': () => `---coffee\ntitle: "x"\n---\nx\n`,
    });
    expect(errors).toEqual([
      "blog/zz-coffee.md:1: only YAML front matter is accepted: remove 'coffee' after the opening ---",
      "blog/zz-javascript.md:1: only YAML front matter is accepted: remove 'javascript' after the opening ---",
      "blog/zz-js.md:1: only YAML front matter is accepted: remove 'js' after the opening ---",
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a file that is not UTF-8, naming the line of the first stray byte', async () => {
    const { errors, dir } = await errorsAfter({
      [post]: (text) => {
        const bytes = Buffer.from(text.replace(/^(title: .*)$/m, '$1 (café)'), 'utf8');
        // Latin-1 writes é as the single byte 0xE9.
        return Buffer.from(bytes.toString('utf8').replace('é', '\u00e9'), 'latin1');
      },
    });
    expect(errors).toEqual([`${post}:${await lineOf(dir, post, /^title: /)}: is not UTF-8 text: save the file as UTF-8 (Unicode) in your editor`]);
  });

  it('refuses a YAML file whose aliases expand without end, naming the file and the line', async () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const name of 'bcdefghi') laughs.push(`${name}: &${name} [${Array(9).fill(`*${String.fromCharCode(name.charCodeAt(0) - 1)}`).join(',')}]`);
    const { errors } = await errorsAfter({ 'pages/careers.yaml': () => `${laughs.join('\n')}\n` });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^pages\/careers\.yaml:2: invalid YAML: .*alias/i);
  });

  it('reports invalid YAML with its line', async () => {
    const { errors, dir } = await errorsAfter({ 'pages/careers.yaml': (text) => `${text}\nbroken: [unclosed\n` });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^pages\/careers\.yaml:\d+: invalid YAML: /);
    const line = Number(/:(\d+):/.exec(errors[0]!)![1]);
    expect(line).toBeGreaterThanOrEqual(await lineOf(dir, 'pages/careers.yaml', /^broken:/));
  });

  it('rejects a code block in an unknown language, or with none, at its line in the file', async () => {
    const { errors, dir } = await errorsAfter({
      [post]: (text) => `${text}\n\`\`\`klingon\nqapla'\n\`\`\`\n\n\`\`\`\nno language\n\`\`\`\n`,
    });
    expect(errors).toEqual([
      `${post}:${await lineOf(dir, post, /^```klingon$/)}: code block: unknown language 'klingon'`,
      `${post}:${(await lineOf(dir, post, /^no language$/)) - 1}: code block: needs a language after the opening \`\`\` (use text for plain text)`,
    ]);
  });

  it('requires a page file for every service in site.yaml, and a site.yaml entry for every service page', async () => {
    const javaPage = await readFile(join(repoRoot, 'content', 'services', 'java.md'), 'utf8');
    const { errors, dir } = await errorsAfter({
      'services/hms.md': () => null,
      'services/kotlin.md': () => javaPage,
    });
    expect(errors).toContain(`site.yaml:${await lineOf(dir, 'site.yaml', /href: \/services\/hms$/)}: services[8].href: no page content/services/hms.md for this service`);
    expect(errors).toContain('services/kotlin.md:1: service page is not listed in site.yaml services (add href /services/kotlin)');
  });

  it('requires every portfolio project to use one of the filter categories', async () => {
    const { errors } = await errorsAfter({ 'pages/portfolio.yaml': replaceLine(/category: Fintech/, 'category: Farming') });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^pages\/portfolio\.yaml:\d+: projects\[\d\]\.category: 'Farming' is not one of filter\.categories/);
  });

  it('reports a missing page file', async () => {
    const { errors } = await errorsAfter({ 'pages/careers.yaml': () => null });
    expect(errors).toEqual(['pages/careers.yaml:1: file is missing or unreadable']);
  });

  it('reports every error of every file at once', async () => {
    const { errors } = await errorsAfter({
      [post]: replaceLine(/^readTime: .*$/m, 'readTime: quick'),
      [otherPost]: replaceLine(/^featured: .*$/m, 'featured: sometimes'),
      'pages/home.yaml': (text) => text.replace(/^meta:\n/m, 'meta:\n  bogus: 1\n'),
    });
    expect(errors).toHaveLength(3);
    expect(errors.join('\n')).toMatch(/readTime: must read like '12 min read'/);
    expect(errors.join('\n')).toMatch(/featured: expected boolean, got string "sometimes"/);
    expect(errors.join('\n')).toMatch(/pages\/home\.yaml:2: meta\.bogus: unknown field/);
  });
});
