import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fixtureDir } from './fixture-project.ts';

export interface NotesCorpusOptions {
  /** The content folder to write: site.yaml, links/ and notes/. */
  readonly dir: string;
  readonly notes: number;
  /** The same seed writes the same notes, byte for byte; another seed other names and words. */
  readonly seed: number;
  readonly notesPerPage: number;
  readonly searchPartSize: number;
}

const subjects = [
  'the kettle',
  'a long walk',
  'the garden',
  'an old map',
  'the library',
  'a quiet desk',
  'the night train',
  'a borrowed bike',
] as const;
const verbs = ['taught me', 'reminded me', 'showed me', 'made me notice', 'asked me'] as const;
const lessons = [
  'that small steps add up',
  'how little I need to start',
  'to write things down while they are fresh',
  'that rest is part of the work',
  'to leave a page better than I found it',
  'that a list of three is enough',
] as const;
const tags = ['habits', 'tools', 'reading', 'walking', 'kitchen', 'travel', 'code', 'quiet'] as const;
const headings = ['What changed', 'Why it stuck', 'Next time', 'A small detour'] as const;

const capitalized = (text: string) => text.replace(/^./, (first) => first.toUpperCase());

/** A generator of numbers in [0, 1) that repeats for a seed (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes a content folder for the notes fixture with many generated notes, to make a
 * build long enough to stop part-way. Each note has a unique title, a day of its own,
 * one to three tags, a heading and a few sentences; every tenth has a code block.
 */
export async function writeNotesCorpus(options: NotesCorpusOptions): Promise<void> {
  const random = seededRandom(options.seed);
  const pick = <Item>(items: readonly [Item, ...Item[]]): Item => items[Math.floor(random() * items.length)] ?? items[0];
  const sentence = () => capitalized(`${pick(subjects)} ${pick(verbs)} ${pick(lessons)}.`);

  const fixtureContent = join(fixtureDir('notes'), 'content');
  await mkdir(join(options.dir, 'notes'), { recursive: true });
  await cp(join(fixtureContent, 'links'), join(options.dir, 'links'), { recursive: true });
  const settings = await readFile(join(fixtureContent, 'site.yaml'), 'utf8');
  await writeFile(
    join(options.dir, 'site.yaml'),
    settings
      .replace(/^notesPerPage: \d+$/m, `notesPerPage: ${options.notesPerPage}`)
      .replace(/^searchPartSize: \d+$/m, `searchPartSize: ${options.searchPartSize}`),
  );

  const firstDay = Date.UTC(2020, 0, 1);
  for (let index = 1; index <= options.notes; index++) {
    const subject = pick(subjects);
    const title = `${capitalized(subject)}, number ${index}`;
    const name = `${options.seed}-${index}-${subject.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}`;
    const date = new Date(firstDay + index * 86_400_000).toISOString().slice(0, 10);
    const noteTags = [...new Set([pick(tags), pick(tags), pick(tags)].slice(0, 1 + Math.floor(random() * 3)))];
    const code = index % 10 === 0 ? `\n\`\`\`ts\nconst note = ${index};\n\`\`\`\n` : '';
    const body = `${sentence()} ${sentence()}\n\n## ${pick(headings)}\n\n${sentence()} ${sentence()} ${sentence()}\n${code}`;
    await writeFile(
      join(options.dir, 'notes', `${name}.md`),
      `---\ntitle: ${title}\ndate: ${date}\ntags: [${noteTags.join(', ')}]\n---\n\n${body}`,
    );
  }
}
