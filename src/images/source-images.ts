import { readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { imagePathPrefix } from './published-image.ts';

/** Where a project keeps its images: `assets/images/`, published under `/images/`. */
export const imagesFolder = 'images';

/** The extensions of the formats the pipeline publishes. */
export const imageExtensions = ['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'svg'] as const;

const publishedExtensions: ReadonlySet<string> = new Set(imageExtensions.map((extension) => `.${extension}`));

/** An original image of the project. */
export interface SourceImage {
  /** The site path writers and templates name it by: `/images/team/ada.png`. */
  readonly path: string;
  /** The file, absolute. */
  readonly file: string;
  /** The file as error messages name it, relative to the working folder, as content files are: `assets/images/team/ada.png`. */
  readonly shownAs: string;
}

/** Every image under `assets/images/`, in path order; none when the folder does not exist. */
export async function findSourceImages(assetsDir: string): Promise<SourceImage[]> {
  const folder = join(assetsDir, imagesFolder);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && publishedExtensions.has(extname(entry.name).toLowerCase()))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return {
        path: imagePathPrefix + relative(folder, file).split(sep).join('/'),
        file,
        shownAs: relative(process.cwd(), file).split(sep).join('/'),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
