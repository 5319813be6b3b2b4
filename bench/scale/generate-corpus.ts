import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { mapConcurrently } from '../../src/concurrency/map-concurrently.ts';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { planPost, postMarkdown, type PostPlan, type ServiceLink } from './corpus-post.ts';
import { authors } from './prose-vocabulary.ts';
import { createSeededRandom } from '../../test/support/seeded-random.ts';

const repositoryContent = resolve(import.meta.dirname, '..', '..', 'content');

export interface CorpusOptions {
  /** The content folder to write; its blog/ is replaced, the rest is copied over. */
  readonly dir: string;
  readonly posts: number;
  readonly seed: number;
  /** The content folder whose site.yaml, pages/ and services/ are copied; this repository's by default. */
  readonly source?: string;
  /**
   * Whether the site draws a social card for each page: off unless asked, because
   * issue 17's targets compare the same job as the peer's, which draws none.
   */
  readonly socialCards?: boolean;
}

export interface GeneratedPost {
  readonly id: number;
  readonly slug: string;
  /** Absolute path of the post's Markdown file. */
  readonly file: string;
}

/**
 * Writes a complete content folder: this site's settings, pages and services, and
 * `posts` generated blog articles valid against the blog schema. The same options
 * write the same bytes.
 */
export async function generateCorpus(options: CorpusOptions): Promise<GeneratedPost[]> {
  if (!Number.isInteger(options.posts) || options.posts < 1) throw new Error(`posts must be a whole number above 0, not ${options.posts}`);
  const source = options.source ?? repositoryContent;
  const siteYaml = await readFile(join(source, 'site.yaml'), 'utf8');
  const site = readSiteSettings(siteYaml);

  await mkdir(options.dir, { recursive: true });
  await Promise.all([
    writeFile(join(options.dir, 'site.yaml'), withSocialCards(siteYaml, options.socialCards ?? false)),
    cp(join(source, 'pages'), join(options.dir, 'pages'), { recursive: true }),
    cp(join(source, 'services'), join(options.dir, 'services'), { recursive: true }),
    rm(join(options.dir, 'blog'), { recursive: true, force: true }),
    rm(join(options.dir, 'authors'), { recursive: true, force: true }),
  ]);
  // Every post names one of these authors, and the site requires a file for each.
  await mkdir(join(options.dir, 'authors'));
  await Promise.all(authors.map((name) => writeFile(join(options.dir, 'authors', `${slugOf(name)}.yaml`), authorYaml(name))));
  const blogDir = join(options.dir, 'blog');
  await mkdir(blogDir);

  const random = createSeededRandom(options.seed);
  const plans: PostPlan[] = Array.from({ length: options.posts }, (_, index) => planPost(index + 1, random, site.categories));
  const files = plans.map((plan) => {
    const otherPost = () => {
      if (plans.length < 2) return undefined;
      const other = plans[random.int(0, plans.length - 2)]!;
      return other.id === plan.id ? plans[plans.length - 1] : other;
    };
    return { plan, markdown: postMarkdown(plan, random, { otherPost, services: site.services }) };
  });
  // Bounded: 20,000 files opened at once run out of file descriptors (EMFILE).
  await mapConcurrently(files, 64, ({ plan, markdown }) => writeFile(join(blogDir, `${plan.slug}.md`), markdown));
  return plans.map((plan) => ({ id: plan.id, slug: plan.slug, file: join(blogDir, `${plan.slug}.md`) }));
}

/** site.yaml saying whether the site draws social cards, whatever it said before. */
export function withSocialCards(siteYaml: string, on: boolean): string {
  return `${siteYaml.replace(/^socialCards: .*\n?/m, '').trimEnd()}\nsocialCards: ${on}\n`;
}

interface SiteSettings {
  readonly categories: readonly string[];
  readonly services: readonly ServiceLink[];
}

/** The two lists of site.yaml the posts draw on; the build's own schema checks the rest. */
function readSiteSettings(text: string): SiteSettings {
  const site: unknown = parse(text);
  const listAt = (value: unknown, key: string): unknown[] => {
    const list = isRecord(value) ? value[key] : undefined;
    if (!Array.isArray(list) || list.length === 0) throw new Error(`site.yaml: ${key} must be a non-empty list`);
    return list;
  };
  const stringAt = (value: unknown, key: string): string => {
    const field = isRecord(value) ? value[key] : undefined;
    if (typeof field !== 'string') throw new Error(`site.yaml: every entry needs a ${key}`);
    return field;
  };
  return {
    categories: listAt(isRecord(site) ? site.blog : undefined, 'categories').map((category) => stringAt(category, 'name')),
    services: listAt(site, 'services').map((service) => ({ title: stringAt(service, 'title'), href: stringAt(service, 'href') })),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function authorYaml(name: string): string {
  return `name: ${name}\nrole: Engineer\nbio: ${name} writes about the systems our teams build and run.\n`;
}
