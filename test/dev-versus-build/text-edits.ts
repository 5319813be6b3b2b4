import type { EditContext, EditKind, ProjectFiles, SiteEdit } from './site-edit.ts';

/** A value as YAML reads it back unchanged, whatever it holds: a double-quoted string. */
export function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** A change to the text of one file: what it finds, and what it puts there instead. */
export interface TextEdit {
  readonly file: string;
  /** Found in the file's text as it is now; must match, or the catalogue is out of date with its site. */
  readonly pattern: RegExp;
  /** The replacement (`$&` is what the pattern found); drawn for each edit. */
  replacement(context: EditContext): string;
}

/** A top-level field of a YAML file set to a value drawn for it, written as YAML. */
export function yamlField(file: string, field: string, value: (context: EditContext) => string): TextEdit {
  return { file, pattern: new RegExp(`^${field}: .*$`, 'm'), replacement: (context) => `${field}: ${value(context)}` };
}

/** A field of `content/site.yaml`, the data file every site here has. */
export function siteField(field: string, value: (context: EditContext) => string): TextEdit {
  return yamlField('content/site.yaml', field, value);
}

/** An edit of one of `edits`, drawn at random: a data field, a line of a template, a stylesheet rule. */
export function textEditKind(name: string, edits: readonly TextEdit[], options: { readonly breaks?: boolean } = {}): EditKind {
  return {
    name,
    breaks: options.breaks ?? false,
    async draw(context) {
      const open = edits.filter((edit) => !context.blocked.has(edit.file));
      if (open.length === 0) return undefined;
      const edit = context.random.pick(open);
      if (!context.project.exists(edit.file)) return undefined;
      return replaceIn(context.project, name, edit.file, edit.pattern, edit.replacement(context));
    },
  };
}

/** An edit replacing the first match of `pattern` in a file, described by what it found and what it wrote. */
export async function replaceIn(
  project: ProjectFiles,
  kind: string,
  file: string,
  pattern: RegExp,
  replacement: string,
): Promise<SiteEdit> {
  const text = await project.text(file);
  const found = pattern.exec(text);
  if (!found) throw new Error(`${file} has nothing matching ${pattern}: the edit catalogue is out of date with the site`);
  const content = text.replace(pattern, replacement);
  const written = found[0].replace(pattern, replacement);
  return { kind, description: `${file}: ${quoted(found[0])} became ${quoted(written)}`, changes: [{ file, content }] };
}

/** A snippet of text on one line, shortened where it is long. */
export function quoted(text: string): string {
  const line = JSON.stringify(text);
  return line.length > 140 ? `${line.slice(0, 137)}..."` : line;
}

/** A Markdown file's front matter and body. */
export interface MarkdownText {
  readonly frontMatter: string;
  readonly body: string;
}

export function splitMarkdown(text: string): MarkdownText {
  const match = /^---\n([\s\S]*?\n)---\n/.exec(text);
  if (!match) throw new Error('a Markdown entry without front matter');
  return { frontMatter: match[1] ?? '', body: text.slice(match[0].length) };
}

export function joinMarkdown({ frontMatter, body }: MarkdownText): string {
  return `---\n${frontMatter}---\n${body}`;
}

/** The front matter with a top-level field set to a value written as YAML, or removed when the value is undefined. */
export function withField(frontMatter: string, field: string, value: string | undefined): string {
  // A field's line and the lines indented under it (a list or an object written as a block).
  const pattern = new RegExp(`^${field}:.*\\n(?:[ -].*\\n)*`, 'm');
  const line = value === undefined ? '' : `${field}: ${value}\n`;
  return pattern.test(frontMatter) ? frontMatter.replace(pattern, () => line) : frontMatter + line;
}

/** A top-level field's value as the front matter writes it, or undefined when it has none. */
export function fieldOf(frontMatter: string, field: string): string | undefined {
  return new RegExp(`^${field}: (.*)$`, 'm').exec(frontMatter)?.[1];
}
