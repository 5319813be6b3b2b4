import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ts from 'typescript';
import { isInside } from '../output/is-inside.ts';

/** What type-checking a project's templates found: a line per error, or why it did not run. */
export type TemplateTypeCheck =
  { readonly kind: 'checked'; readonly problems: readonly string[] } | { readonly kind: 'skipped'; readonly reason: string };

/** Where a site's templates live, inside the project. */
const templatesFolder = 'templates';

/**
 * The settings a project without a tsconfig.json is checked with: what sitegen compiles
 * templates as (React's automatic JSX, Node's module resolution, which reads the
 * installed sitegen's declarations), strict, and no check of the packages' own types.
 */
const defaultConfig = {
  compilerOptions: {
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
  },
  include: [templatesFolder],
  // Tests run under a test runner, whose globals and types these settings know nothing of.
  exclude: [`${templatesFolder}/**/*.test.*`],
};

/**
 * Type-checks the project's templates with the TypeScript the project installed (sitegen
 * ships none), over its tsconfig.json or else defaultConfig: each error in a file of
 * `templates/` as `templates/x.tsx:12:5: message`. Only those files are checked, not
 * the files they import from elsewhere.
 */
export async function checkTemplateTypes(root: string): Promise<TemplateTypeCheck> {
  const typescript = await loadProjectTypeScript(root);
  if (typescript === undefined) {
    return { kind: 'skipped', reason: 'TypeScript is not installed in this project (npm install --save-dev typescript)' };
  }
  const configFile = join(root, 'tsconfig.json');
  const read = existsSync(configFile) ? typescript.readConfigFile(configFile, typescript.sys.readFile) : { config: defaultConfig };
  if (read.error) return { kind: 'checked', problems: [describeDiagnostic(typescript, root, read.error)] };
  const parsed = typescript.parseJsonConfigFileContent(read.config, typescript.sys, root, undefined, configFile);
  const templates = join(root, templatesFolder);
  const program = typescript.createProgram({
    rootNames: parsed.fileNames.filter((file) => isInside(templates, file)),
    options: { ...parsed.options, noEmit: true },
  });
  const checked = program.getSourceFiles().filter((file) => !file.isDeclarationFile && isInside(templates, file.fileName));
  const diagnostics = [
    ...parsed.errors,
    ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  return { kind: 'checked', problems: diagnostics.map((diagnostic) => describeDiagnostic(typescript, root, diagnostic)) };
}

/** The project's own `typescript` package, as Node resolves it from the project; undefined when it has none. */
async function loadProjectTypeScript(root: string): Promise<typeof ts | undefined> {
  let entry: string;
  try {
    entry = createRequire(join(root, 'package.json')).resolve('typescript');
  } catch {
    return undefined;
  }
  const loaded = (await import(pathToFileURL(entry).href)) as { default: typeof ts };
  return loaded.default;
}

/** `templates/x.tsx:12:5: message`, the position counted from 1; a diagnostic of no file, its message alone. */
function describeDiagnostic(typescript: typeof ts, root: string, diagnostic: ts.Diagnostic): string {
  const message = typescript.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  const { file, start } = diagnostic;
  if (file === undefined) return message;
  const name = relative(root, file.fileName).split(sep).join('/');
  if (start === undefined) return `${name}: ${message}`;
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  return `${name}:${line + 1}:${character + 1}: ${message}`;
}
