import sharp from 'sharp';
import type { SeededRandom } from '../support/seeded-random.ts';
import type { EditContext, EditKind, FileChange, SiteEdit } from './site-edit.ts';

/** Where a site's images are, relative to its root; published under `/images/`. */
const imagesFolder = 'assets/images';

function colourOf(random: SeededRandom): string {
  return `#${random.int(0, 0xffffff).toString(16).padStart(6, '0')}`;
}

/** A line added to one of `files`, which is made when the site has none of them yet. */
function addedLineKind(name: string, files: readonly string[], line: (context: EditContext) => string): EditKind {
  return {
    name,
    breaks: false,
    async draw(context) {
      const { random, project, blocked } = context;
      const open = files.filter((file) => !blocked.has(file));
      if (open.length === 0) return undefined;
      const file = random.pick(open);
      const before = project.exists(file) ? await project.text(file) : '';
      const added = line(context);
      const what = before ? `${added} added` : `made, with ${added}`;
      return { kind: name, description: `${file}: ${what}`, changes: [{ file, content: `${before}\n${added}\n` }] };
    },
  };
}

/** A rule added to one of the stylesheets: the site's one stylesheet bundles its `@import`s, so a partial's edit changes it too. */
export function stylesheetKind(files: readonly string[]): EditKind {
  return addedLineKind('stylesheet', files, ({ random, stamp }) => `.edited-${stamp} { color: ${colourOf(random)}; }`);
}

/** A statement added to one of the client script's modules. */
export function clientScriptKind(files: readonly string[]): EditKind {
  return addedLineKind('client script', files, ({ stamp }) => `document.documentElement.dataset.step = '${stamp}';`);
}

/** A small PNG of one colour, of a size drawn too: its published widths differ from one drawing to the next. */
async function drawnPng(random: SeededRandom): Promise<{ readonly bytes: Buffer; readonly what: string }> {
  const [width, height, background] = [random.int(24, 160), random.int(16, 120), colourOf(random)];
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { bytes, what: `a ${width}x${height} PNG of ${background}` };
}

/** One of the site's PNG originals replaced by another picture. */
export function imageReplacedKind(): EditKind {
  return {
    name: 'image replaced',
    breaks: false,
    async draw({ random, project, blocked }) {
      const pngs = (await project.list(imagesFolder)).filter((file) => file.endsWith('.png') && !blocked.has(file));
      if (pngs.length === 0) return undefined;
      const file = random.pick(pngs);
      const { bytes, what } = await drawnPng(random);
      return { kind: 'image replaced', description: `${file} replaced by ${what}`, changes: [{ file, content: bytes }] };
    },
  };
}

/**
 * A new image, and the edit that shows it (a body that gains it, a field that names
 * it), saved together; or the image alone, which is published all the same.
 */
export function imageAddedKind(show: (context: EditContext, path: string) => Promise<SiteEdit | undefined>): EditKind {
  return {
    name: 'image added',
    breaks: false,
    async draw(context) {
      const name = `added-${context.stamp}.png`;
      const { bytes, what } = await drawnPng(context.random);
      const image: FileChange = { file: `${imagesFolder}/${name}`, content: bytes };
      const shown = context.random.next() < 0.8 ? await show(context, `/images/${name}`) : undefined;
      const description = `${image.file} added, ${what}${shown ? `; ${shown.description}` : ''}`;
      return { kind: 'image added', description, changes: [image, ...(shown?.changes ?? [])] };
    },
  };
}
