/** What the package's build step writes, inside the package: one folder, as a module finds a worker's script beside itself. */
export const compiledFolder = 'lib';

/** The compiled modules by name (`lib/{name}.mjs`), and the source each is compiled from. */
export const compiledEntries = {
  cli: 'src/cli/main.ts',
  api: 'src/api.ts',
  // A module finds a worker's script as ./render-worker.mjs, ./card-worker.mjs, ./image-encoder.mjs, ./pagefind-guard.mjs.
  'render-worker': 'src/markdown/render-worker.ts',
  'card-worker': 'src/cards/card-worker.ts',
  'image-encoder': 'src/images/image-encoder.ts',
  'pagefind-guard': 'src/output/pagefind-guard.ts',
} as const;

/** The API's declarations, in one file (`lib/api.d.ts`): what `import ... from 'sitegen'` is typed by. */
export const compiledTypesFile = 'api.d.ts';
