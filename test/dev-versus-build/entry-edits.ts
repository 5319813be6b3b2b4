import { basename } from 'node:path';
import type { EditContext, EditKind, ProjectFiles, SiteEdit } from './site-edit.ts';
import { fieldOf, joinMarkdown, quoted, splitMarkdown, withField, yamlString } from './text-edits.ts';

/** A site's Markdown collection, as its edits need to know it. */
export interface MarkdownCollection {
  /** Its folder, relative to the project's root: `content/notes`. */
  readonly folder: string;
  /** The front-matter fields an edit may set, each with the YAML value it draws; undefined removes the field. */
  readonly fields: Readonly<Record<string, (context: EditContext) => string | undefined>>;
  /** A new entry: its file's name, without `.md`, and its text. */
  newEntry(context: EditContext): Promise<{ readonly name: string; readonly text: string }>;
  /** How many entries deleting one leaves at least. */
  readonly fewest: number;
  /** The languages of the code blocks a body may gain: a new one makes the highlighter load it. */
  readonly languages: readonly string[];
}

/** The collection's entries as they are now that an edit may touch, as paths relative to the root. */
export async function entriesOf({ project, blocked }: EditContext, collection: MarkdownCollection): Promise<string[]> {
  return (await project.list(collection.folder)).filter((file) => file.endsWith('.md') && !blocked.has(file));
}

/** An entry's file name without `.md`: its address in the fixtures' sites. */
export function entryName(file: string): string {
  return basename(file, '.md');
}

/** What an edit of one entry makes of it: undefined when it has nothing to make. */
type EntryEdit = (context: EditContext, file: string) => Promise<SiteEdit | undefined>;

/** A kind of edit of one of the collection's entries, drawn at random. */
export function entryKind(
  name: string,
  collection: MarkdownCollection,
  edit: EntryEdit,
  options: { readonly breaks?: boolean } = {},
): EditKind {
  return {
    name,
    breaks: options.breaks ?? false,
    async draw(context) {
      const entries = await entriesOf(context, collection);
      return entries.length > 0 ? edit(context, context.random.pick(entries)) : undefined;
    },
  };
}

/** A kind of edit of one entry that takes something of another, both drawn at random: a value no two may share. */
export function entryPairKind(
  name: string,
  collection: MarkdownCollection,
  edit: (context: EditContext, file: string, other: string) => Promise<SiteEdit | undefined>,
): EditKind {
  return {
    name,
    breaks: true,
    async draw(context) {
      const [file, other] = context.random.sample(await entriesOf(context, collection), 2);
      return file && other ? edit(context, file, other) : undefined;
    },
  };
}

/** One front-matter field of an entry set to a value drawn for it, or removed. */
export function frontMatterKind(collection: MarkdownCollection): EditKind {
  return entryKind('front matter', collection, async (context, file) => {
    const [field, value] = context.random.pick(Object.entries(collection.fields));
    return setField(context.project, 'front matter', file, field, value(context));
  });
}

/** An edit setting (or removing) one front-matter field of an entry. */
export async function setField(
  project: ProjectFiles,
  kind: string,
  file: string,
  field: string,
  value: string | undefined,
): Promise<SiteEdit> {
  const markdown = splitMarkdown(await project.text(file));
  const content = joinMarkdown({ ...markdown, frontMatter: withField(markdown.frontMatter, field, value) });
  const was = fieldOf(markdown.frontMatter, field);
  const what = value === undefined ? 'removed' : `set to ${value}`;
  return { kind, description: `${file}: ${field} ${what}${was === undefined ? '' : ` (was ${was})`}`, changes: [{ file, content }] };
}

const codeSamples: Readonly<Record<string, (stamp: string) => string>> = {
  ts: (stamp) => `const step = '${stamp}';`,
  sh: (stamp) => `echo "${stamp}"`,
  python: (stamp) => `print("${stamp}")`,
  json: (stamp) => `{ "step": "${stamp}" }`,
  java: (stamp) => `var step = "${stamp}";`,
  yaml: (stamp) => `step: ${stamp}`,
};

/** The body of an entry changed: a paragraph, a section or a code block added, or its first paragraph rewritten. */
export function bodyKind(collection: MarkdownCollection): EditKind {
  return entryKind('body', collection, async ({ random, project, stamp }, file) => {
    const markdown = splitMarkdown(await project.text(file));
    const language = random.pick(collection.languages);
    const code = codeSamples[language]?.(stamp) ?? stamp;
    const changes: readonly (readonly [string, (body: string) => string])[] = [
      ['a paragraph added', (body) => `${body}\nA sentence added at ${stamp}, for the ${random.int(2, 99)}th time.\n`],
      ['a section added', (body) => `${body}\n## Afterword ${stamp}\n\nOne more thing, said at ${stamp}.\n`],
      [`a ${language} code block added`, (body) => `${body}\n\`\`\`${language}\n${code}\n\`\`\`\n`],
      ['its first paragraph rewritten', (body) => body.replace(/^[A-Z].*$/m, `Rewritten at ${stamp}: the opening says less.`)],
    ];
    const [what, change] = random.pick(changes);
    const content = joinMarkdown({ ...markdown, body: change(markdown.body) });
    return { kind: 'body', description: `${file}: ${what}`, changes: [{ file, content }] };
  });
}

/** A new entry in the collection. */
export function newEntryKind(collection: MarkdownCollection): EditKind {
  return {
    name: 'new entry',
    breaks: false,
    async draw(context) {
      const { name, text } = await collection.newEntry(context);
      const file = `${collection.folder}/${name}.md`;
      return { kind: 'new entry', description: `${file} added: ${quoted(text)}`, changes: [{ file, content: text }] };
    },
  };
}

/** An entry deleted, while the collection keeps its fewest. */
export function deletedEntryKind(collection: MarkdownCollection): EditKind {
  return {
    name: 'deleted entry',
    breaks: false,
    async draw(context) {
      const entries = await entriesOf(context, collection);
      if (entries.length <= collection.fewest) return undefined;
      const file = context.random.pick(entries);
      return { kind: 'deleted entry', description: `${file} deleted`, changes: [{ file, content: null }] };
    },
  };
}

/** An entry's file renamed: in the fixtures, its name is its address. */
export function renamedFileKind(collection: MarkdownCollection): EditKind {
  return entryKind('renamed slug', collection, async (context, file) => {
    const renamed = `${collection.folder}/${entryName(file).replace(/-s\d+$/, '')}-${context.stamp}.md`;
    return {
      kind: 'renamed slug',
      description: `${file} renamed ${renamed}`,
      changes: [
        { file, content: null },
        { file: renamed, content: await context.project.text(file) },
      ],
    };
  });
}

/**
 * An entry's old addresses (`aliases:`) changed: one added, or all removed. The
 * addresses this test writes are JSON lists, which YAML reads as they are.
 */
export function aliasKind(collection: MarkdownCollection, oldAddress: (name: string, stamp: string) => string): EditKind {
  return entryKind('alias', collection, async (context, file) => {
    const { frontMatter } = splitMarkdown(await context.project.text(file));
    const aliases = parsedList(fieldOf(frontMatter, 'aliases'));
    const removed = aliases.length > 0 && context.random.next() < 0.3;
    const next = removed ? undefined : [...aliases, oldAddress(entryName(file), context.stamp)];
    return setField(context.project, 'alias', file, 'aliases', next && `[${next.map(yamlString).join(', ')}]`);
  });
}

function parsedList(value: string | undefined): string[] {
  if (value === undefined) return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** Every kind of edit a Markdown collection takes whose entries' addresses are their file names. */
export function markdownCollectionKinds(collection: MarkdownCollection): EditKind[] {
  return [
    frontMatterKind(collection),
    bodyKind(collection),
    newEntryKind(collection),
    deletedEntryKind(collection),
    renamedFileKind(collection),
  ];
}
