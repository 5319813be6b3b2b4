import type { ImagePlan } from '../images/plan-images.ts';
import type { EngineFile } from './site-files.ts';

/** What the builder writes from `assets/` before the pages: the bundles, the static files and the images' files. */
export interface WrittenAssets {
  /** Inside the output: `assets/main.3f2a1b.css`. */
  readonly stylesheet: string | undefined;
  readonly script: string | undefined;
  /** Inside the output, as `assets/static/` holds them. */
  readonly staticFiles: readonly string[];
  readonly images: ImagePlan;
}

/**
 * The files of `assets/` in the output, as the route plan claims them: a page or a file
 * of the site at one of their addresses is a problem named with both, not an EEXIST.
 */
export function assetFiles(assets: WrittenAssets): EngineFile[] {
  const bundles = [
    ...(assets.stylesheet ? [{ name: 'the stylesheet', path: `/${assets.stylesheet}` }] : []),
    ...(assets.script ? [{ name: 'the client script', path: `/${assets.script}` }] : []),
  ];
  const staticFiles = assets.staticFiles.map((file) => ({ name: `the static file assets/static/${file}`, path: `/${file}` }));
  const images = assets.images.originals.flatMap(({ source, outputs }) =>
    outputs.map((output) => ({ name: `an image made from ${source.shownAs}`, path: `/${output.file}` })),
  );
  return [...bundles, ...staticFiles, ...images];
}
