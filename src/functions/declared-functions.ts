import { stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { FunctionDeclaration } from '../definition/define-site.ts';
import { quotedSitePath } from '../output/site-path.ts';
import { lambdaSuffix } from './bundle-files.ts';

/** A server function the site declares, with what is wrong with its name and its module: its address is the route plan's to check. */
export interface CheckedFunction {
  readonly name: string;
  readonly declaration: FunctionDeclaration;
  /** Its module's file, absolute. */
  readonly file: string;
  /** Each a sentence that follows the function's name. */
  readonly mistakes: readonly string[];
}

/**
 * The folder a function's module must be in: the build's inputs digest covers it, so a
 * build that finds nothing changed never keeps a bundle of an older module.
 */
const moduleFolder = 'templates';

/** A name that makes a plain file name on every system, its Lambda bundle's name included: `contact-form`. */
const plainName = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Checks every function's name and module, in the order the site declares them. */
export function checkFunctions(declarations: Readonly<Record<string, FunctionDeclaration>>, root: string): Promise<CheckedFunction[]> {
  return Promise.all(
    Object.entries(declarations).map(async ([name, declaration]) => {
      const file = join(root, declaration.module);
      const mistakes = [nameMistake(name), moduleMistake(declaration.module) ?? (await missingModule(file, declaration.module))];
      return { name, declaration, file, mistakes: mistakes.filter((mistake) => mistake !== undefined) };
    }),
  );
}

function nameMistake(name: string): string | undefined {
  if (!plainName.test(name)) {
    return `its name must be a plain file name: at most 64 lower-case letters, digits, - and _, starting with a letter or a digit`;
  }
  if (name.endsWith(lambdaSuffix)) return `its name must not end with ${lambdaSuffix}, which names the Lambda bundles`;
  return undefined;
}

function moduleMistake(module: string): string | undefined {
  const normal = posix.normalize(module);
  if (normal === module && normal.startsWith(`${moduleFolder}/`)) return undefined;
  return `its module ${quotedSitePath(module)} must be a path inside ${moduleFolder}/, from the project's folder (such as ${moduleFolder}/functions/contact.ts)`;
}

async function missingModule(file: string, module: string): Promise<string | undefined> {
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? undefined : `its module ${quotedSitePath(module)} is not a file of the project`;
}
