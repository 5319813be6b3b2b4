import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/project.ts';
import { clientScriptKind, imageAddedKind, imageReplacedKind, stylesheetKind } from './asset-edits.ts';
import {
  aliasKind,
  bodyKind,
  deletedEntryKind,
  entriesOf,
  entryKind,
  entryPairKind,
  frontMatterKind,
  newEntryKind,
  setField,
  type MarkdownCollection,
} from './entry-edits.ts';
import type { EditCatalogue, EditContext, EditKind, ProjectFiles, SiteEdit } from './site-edit.ts';
import { fieldOf, joinMarkdown, replaceIn, splitMarkdown, textEditKind, yamlField, yamlString } from './text-edits.ts';

/** Categories site.yaml gives an icon: a post may be filed under any of them. */
const categories = ['Search Technology', 'Java Development', 'API Design', 'Spring Boot', 'Healthcare IT', 'Backend Development'];
const authors = ['Rahul Iyer', 'Ananya Desai', 'Vikram Joshi'];

/** A day of 2025, of a month's first 28; an `updated` day is drawn in 2026, after every post's publishing day. */
function drawnDay({ random }: EditContext, year = 2025): string {
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

const posts: MarkdownCollection = {
  folder: 'content/blog',
  fields: {
    title: ({ random, stamp }) => yamlString(`${random.pick(['Retries', 'Search', 'Records', 'Reviews'])}, revisited at ${stamp}`),
    excerpt: ({ stamp }) => yamlString(`What changed at ${stamp}, in one sentence.`),
    featured: ({ random }) => random.pick(['true', 'false']),
    category: ({ random }) => yamlString(random.pick(categories)),
    publishDate: (context) => drawnDay(context),
    updated: (context) => (context.random.next() < 0.3 ? undefined : drawnDay(context, 2026)),
    tags: ({ random }) => `[${random.sample(['Java', 'Search', 'APIs', 'Testing', 'Security'], random.int(1, 3)).join(', ')}]`,
    readTime: ({ random }) => (random.next() < 0.3 ? undefined : `${random.int(3, 20)} min read`),
    draft: ({ random }) => random.pick(['true', 'false']),
  },
  async newEntry(context) {
    const { random, stamp } = context;
    const step = Number(stamp.slice(1));
    const slug = `notes-from-${stamp}`;
    const frontMatter = [
      // Above every id the site's posts have; one new post per step.
      `id: ${1000 + step}`,
      `title: ${yamlString(`Notes from step ${stamp}`)}`,
      `slug: ${slug}`,
      `excerpt: ${yamlString(`A post written at ${stamp}.`)}`,
      `author: ${random.pick(authors)}`,
      `publishDate: ${drawnDay(context)}`,
      `category: ${yamlString(random.pick(categories))}`,
      `tags: [${random.pick(['Java', 'Search', 'APIs'])}]`,
      `featured: ${random.pick(['true', 'false'])}`,
    ].join('\n');
    const body = `An introduction written at ${stamp}.\n\n## What happened\n\nThe middle, in a paragraph.\n\n## Conclusion\n\nThe end.\n`;
    return { name: slug, text: `---\n${frontMatter}\n---\n\n${body}` };
  },
  fewest: 4,
  languages: ['java', 'yaml', 'json', 'sh', 'python'],
};

const services: MarkdownCollection = { ...posts, folder: 'content/services', fields: {} };

/** A post's address is its `slug`, not its file's name: renaming one is an edit of its front matter. */
const renamedSlugKind = entryKind('renamed slug', posts, async ({ project, stamp }, file) => {
  const slug = fieldOf(splitMarkdown(await project.text(file)).frontMatter, 'slug') ?? '';
  return setField(project, 'renamed slug', file, 'slug', `${slug.replace(/-s\d+$/, '')}-${stamp}`);
});

/** A post shows the image at `path`: as its social card's picture, or in its body. */
async function imageInPost(context: EditContext, path: string): Promise<SiteEdit> {
  const { random, project, stamp } = context;
  const file = random.pick(await entriesOf(context, posts));
  if (random.next() < 0.5) return setField(project, 'image added', file, 'image', path);
  const markdown = splitMarkdown(await project.text(file));
  const content = joinMarkdown({ ...markdown, body: `${markdown.body}\n![A diagram added at ${stamp}](${path})\n` });
  return { kind: 'image added', description: `${file} shows ${path} in its body`, changes: [{ file, content }] };
}

/** The files of one of the site's asset folders, as its copy has them: the repository's own. */
function assetFiles(folder: string, extension: string): string[] {
  return readdirSync(join(repoRoot, 'assets', folder))
    .filter((name) => name.endsWith(extension))
    .map((name) => `assets/${folder}/${name}`);
}

/** The fields of the site's data files an edit may change: some shown on every page by the shell alone. */
const siteDataEdits = [
  // Shown only by the document shell's footer: the edit that once left dev serving the old address.
  {
    file: 'content/site.yaml',
    pattern: /^ {2}email: .*$/m,
    replacement: ({ stamp }: EditContext) => `  email: hello-${stamp}@northbeam.example`,
  },
  {
    file: 'content/site.yaml',
    pattern: /^ {2}phoneHours: .*$/m,
    replacement: ({ stamp }: EditContext) => `  phoneHours: Mon-Fri, ${stamp}`,
  },
  {
    file: 'content/site.yaml',
    pattern: /^tagline: >-\n(?: {2}.*\n)+/m,
    replacement: ({ stamp }: EditContext) => `tagline: Software, as of ${stamp}.\n`,
  },
  {
    file: 'content/site.yaml',
    pattern: /^ {2}copyright: .*$/m,
    replacement: ({ stamp }: EditContext) => `  copyright: © Northbeam, ${stamp}.`,
  },
  {
    file: 'content/site.yaml',
    pattern: /^ {2}cta:\n {4}label: .*$/m,
    replacement: ({ stamp }: EditContext) => `  cta:\n    label: Quote ${stamp}`,
  },
  {
    file: 'content/site.yaml',
    pattern: /^ {2}pageSize: .*$/m,
    replacement: ({ random }: EditContext) => `  pageSize: ${random.int(2, 24)}`,
  },
  {
    file: 'content/site.yaml',
    pattern: /^ {2}feedTitle: .*$/m,
    replacement: ({ stamp }: EditContext) => `  feedTitle: The blog at ${stamp}`,
  },
  {
    file: 'content/site.yaml',
    pattern: /(href: \/services\/java\n {4}description: ).*$/m,
    replacement: ({ stamp }: EditContext) => `$1Java, described at ${stamp}.`,
  },
  yamlField('content/authors/rahul-iyer.yaml', 'role', ({ stamp }: EditContext) => `Co-founder, ${stamp}`),
  {
    file: 'content/pages/home.yaml',
    pattern: /^ {2}eyebrow: .*$/m,
    replacement: ({ stamp }: EditContext) => `  eyebrow: Engineering, since ${stamp}`,
  },
];

/** A post given the value another post has for a field no two posts may share. */
function takenKind(field: string): EditKind {
  return entryPairKind(`${field} taken`, posts, async ({ project }, file, other) =>
    setField(project, `${field} taken`, file, field, fieldOf(splitMarkdown(await project.text(other)).frontMatter, field)),
  );
}

/** A field of a post set to a value no schema takes. */
function invalidFieldKind(name: string, field: string, value: (context: EditContext) => string): EditKind {
  return entryKind(name, posts, (context, file) => setField(context.project, name, file, field, value(context)), { breaks: true });
}

/** Edits a build refuses: a value no schema takes, a rule across files broken, a template that does not compile or throws. */
const siteBreakingKinds: EditKind[] = [
  invalidFieldKind('unknown category', 'category', ({ stamp }) => yamlString(`Category ${stamp}`)),
  invalidFieldKind('invalid front matter', 'publishDate', () => '2025-02-30'),
  takenKind('slug'),
  takenKind('id'),
  textEditKind(
    'broken template',
    [
      { file: 'templates/layout/Footer.tsx', pattern: /export function Footer\(\)/, replacement: () => 'export function Footer(()' },
      {
        file: 'templates/pages/NotFoundPage.tsx',
        pattern: /const \{ page, post \} = content;/,
        replacement: ({ stamp }) => `$&\n  if (page) throw new Error('thrown at ${stamp}');`,
      },
    ],
    { breaks: true },
  ),
];

/**
 * This site's edits. The site is a copy's, and its sequences are few and short: its
 * cold build takes a second or two where a fixture's takes a tenth.
 */
export const siteCatalogue: EditCatalogue = {
  site: 'this site',
  editsPerSequence: 6,
  kinds: [
    textEditKind('data field', siteDataEdits),
    frontMatterKind(posts),
    bodyKind(posts),
    bodyKind(services),
    textEditKind('template', [
      {
        file: 'templates/layout/Footer.tsx',
        pattern: /<p className="site-footer__tagline"[^>]*>/,
        replacement: ({ stamp }) => `<p className="site-footer__tagline" data-step="${stamp}">`,
      },
      {
        file: 'templates/pages/BlogPostPage.tsx',
        pattern: /<article className="article"[^>]*>/,
        replacement: ({ stamp }) => `<article className="article" data-step="${stamp}">`,
      },
      {
        file: 'templates/pages/NotFoundPage.tsx',
        pattern: /<section className="not-found"/,
        replacement: ({ stamp }) => `<section data-step="${stamp}" className="not-found"`,
      },
      // Every drawn card changes: the costliest edit there is.
      {
        file: 'templates/cards/SocialCard.tsx',
        pattern: /fontWeight: 700, letterSpacing: -?[\d.]+ \}/,
        replacement: ({ random }) => `fontWeight: 700, letterSpacing: ${random.pick(['-0.3', '0', '-0.5'])} }`,
      },
    ]),
    stylesheetKind(assetFiles('styles', '.css')),
    clientScriptKind(assetFiles('client', '.ts')),
    newEntryKind(posts),
    deletedEntryKind(posts),
    renamedSlugKind,
    aliasKind(posts, (name, stamp) => `/blog/${name}-before-${stamp}`),
    imageAddedKind(imageInPost),
    imageReplacedKind(),
    ...siteBreakingKinds,
  ],
};

/** The edit that broke dev on the builder before it stated a page's inputs once: a field only the document shell shows. */
export function contactEmailEdit(project: ProjectFiles): Promise<SiteEdit> {
  return replaceIn(project, 'data field', 'content/site.yaml', /^ {2}email: .*$/m, '  email: write-to-us@northbeam.example');
}
