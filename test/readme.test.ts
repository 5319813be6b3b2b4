import { describe, expect, it } from 'vitest';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { remark } from 'remark';
import { visit } from 'unist-util-visit';
import { repoRoot } from './support/project.ts';

const readmeFile = join(repoRoot, 'README.md');

/** The anchors GitHub gives a Markdown file's headings. */
async function headingAnchors(file: string): Promise<Set<string>> {
  const tree = remark().parse(await readFile(file, 'utf8'));
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(tree, 'heading', (heading) => {
    anchors.add(slugger.slug(toString(heading)));
  });
  return anchors;
}

/** Every link of a Markdown file that stays in the repository: its target as written. */
function relativeLinks(tree: Root): string[] {
  const links: string[] = [];
  visit(tree, ['link', 'definition'], (node) => {
    if ('url' in node && !/^[a-z][a-z+.-]*:/i.test(node.url)) links.push(node.url);
  });
  return links;
}

describe('README.md', () => {
  it('stays what a newcomer reads in five minutes: at most 15 KB', async () => {
    expect((await readFile(readmeFile)).byteLength).toBeLessThanOrEqual(15 * 1024);
  });

  it('links only to files and headings that exist', async () => {
    const links = relativeLinks(remark().parse(await readFile(readmeFile, 'utf8')));
    expect(links.length).toBeGreaterThan(0);
    const broken: string[] = [];
    for (const link of links) {
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? readmeFile : join(dirname(readmeFile), decodeURIComponent(path));
      if (!existsSync(target)) broken.push(`${link}: no such file`);
      else if (anchor !== undefined && (statSync(target).isDirectory() || !(await headingAnchors(target)).has(anchor)))
        broken.push(`${link}: no heading with that anchor`);
    }
    expect(broken).toEqual([]);
  });

  it('gives the two commands a newcomer runs on a fresh machine, as CI runs them', async () => {
    const readme = await readFile(readmeFile, 'utf8');
    expect(readme).toContain('\nnpm ci && npm run build ');
    expect(readme).toContain('\nnpm test ');
    expect(await readFile(join(repoRoot, '.ci', 'run'), 'utf8')).toContain('npm test');
  });
});
