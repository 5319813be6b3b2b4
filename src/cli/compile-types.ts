/**
 * The declarations of the API a site imports as `sitegen` (`src/api.ts`), bundled into
 * one file, `lib/api.d.ts`: a project's `tsc` reads it with any `moduleResolution` and
 * never the engine's sources, which import each other by `.ts` names. Part of the
 * package's build step (`npm run build:package`, the `prepare` that `npm pack` and `npm ci` run),
 * apart from `build:cli` as it takes seconds: TypeScript reads every type the API reaches.
 *
 *   npx tsx src/cli/compile-types.ts
 */
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateDtsBundle } from 'dts-bundle-generator';
import { packageRoot } from '../render/package-root.ts';
import { compiledEntries, compiledFolder, compiledTypesFile } from './compiled-package.ts';

async function compileTypes(): Promise<void> {
  const root = packageRoot();
  const [declarations] = generateDtsBundle(
    // Only what the API exports is exported: a type it merely uses stays a name of the file.
    [{ filePath: join(root, compiledEntries.api), output: { noBanner: true, exportReferencedTypes: false } }],
    { preferredConfigPath: join(root, 'tsconfig.json') },
  );
  if (declarations === undefined) throw new Error(`${compiledEntries.api} gave no declarations`);
  const file = join(root, compiledFolder, compiledTypesFile);
  // Written beside, then renamed: a type-check running meanwhile never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, declarations);
  await rename(temporary, file);
  console.log(`Compiled the types of sitegen's API into ${compiledFolder}/${compiledTypesFile}`);
}

await compileTypes();
