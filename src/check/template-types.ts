import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { cacheFolderOf } from '../cache/build-cache.ts';
import { isInside } from '../output/is-inside.ts';

/** What type-checking a project's templates found: a line per error, or why it did not run. */
export type TemplateTypeCheck =
  { readonly kind: 'checked'; readonly problems: readonly string[] } | { readonly kind: 'skipped'; readonly reason: string };

/** Where a site's templates live, inside the project. */
const templatesFolder = 'templates';

/**
 * What a project without a tsconfig.json is checked with, written into its `.sitegen/`:
 * the templates as sitegen compiles them, bundled as ES modules whatever the project's
 * package.json says (React's automatic JSX, a bundler's resolution, which reads the
 * installed sitegen's declarations through its `exports`), strict, and no check of the
 * packages' own declarations.
 */
const defaultConfig = {
  compilerOptions: {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
  },
  ...templatesOnly(),
};

/**
 * The files a check compiles: the templates, and what they import, whatever else the
 * project's own settings cover (its tests, its scripts), which would cost a check their
 * time and report nothing it shows. Tests run under a test runner, whose globals and
 * types these settings know nothing of.
 */
function templatesOnly() {
  return { files: [], include: [`../${templatesFolder}`], exclude: [`../${templatesFolder}/**/*.test.*`] };
}

/** A line of `tsc --pretty false`: `templates/x.tsx(12,5): error TS2322: message`, or a message of no file. */
const diagnosticLine = /^(?:(.+)\((\d+),(\d+)\): )?error TS\d+: (.*)$/;

/**
 * Type-checks the project's templates with the TypeScript it installed (sitegen ships
 * none, and runs its `tsc`, which every version of TypeScript has, native ones too),
 * under its tsconfig.json's settings or else defaultConfig: each error in a file of `templates/` as
 * `templates/x.tsx:12:5: message`, and each error of the settings themselves.
 */
export async function checkTemplateTypes(root: string): Promise<TemplateTypeCheck> {
  const tsc = projectTsc(root);
  if (tsc === undefined) {
    return { kind: 'skipped', reason: 'TypeScript is not installed in this project (npm install --save-dev typescript)' };
  }
  const ownConfig = join(root, 'tsconfig.json');
  const config = await writeConfig(root, existsSync(ownConfig) ? { extends: '../tsconfig.json', ...templatesOnly() } : defaultConfig);
  let output: string;
  try {
    // What tsc learnt of the files it read, kept with the caches: a check whose templates and their imports did not
    // change reads their diagnostics back instead of checking them again (about 4 s of CPU of each check of this
    // repository's site). A damaged record is read as none.
    const incremental = ['--incremental', '--tsBuildInfoFile', join(cacheFolderOf(root), 'template-types.tsbuildinfo')];
    ({ stdout: output } = await promisify(execFile)(
      process.execPath,
      [tsc, '--noEmit', '--pretty', 'false', ...incremental, '-p', config],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      },
    ));
  } catch (error) {
    // tsc exits non-zero when it found errors: its report is on stdout all the same.
    output = (error as { stdout?: string }).stdout ?? '';
    if (output === '') throw error;
  }
  return { kind: 'checked', problems: templateProblems(root, output) };
}

/** The problems of `tsc`'s report that concern the templates or the settings, each with its continuation lines. */
export function templateProblems(root: string, report: string): string[] {
  const templates = join(root, templatesFolder);
  const problems: string[] = [];
  let keeping = false;
  for (const line of report.split(/\r?\n/)) {
    const diagnostic = diagnosticLine.exec(line);
    if (diagnostic === null) {
      const last = problems.length - 1;
      if (keeping && line.trim() !== '' && last >= 0) problems[last] = `${problems[last]}\n${line}`;
      continue;
    }
    const [, file, lineNumber, column, message] = diagnostic;
    keeping = file === undefined || isInside(templates, resolve(root, file));
    if (keeping) problems.push(file === undefined ? `${message}` : `${file.replaceAll('\\', '/')}:${lineNumber}:${column}: ${message}`);
  }
  return problems;
}

/** The project's own `tsc`, as Node resolves the `typescript` package from the project; undefined when it has none. */
function projectTsc(root: string): string | undefined {
  let manifest: string;
  try {
    manifest = createRequire(join(root, 'package.json')).resolve('typescript/package.json');
  } catch {
    return undefined;
  }
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: { tsc?: string } };
  return bin?.tsc === undefined ? undefined : join(dirname(manifest), bin.tsc);
}

/** Writes the settings a check runs `tsc` with into the project's `.sitegen/`, and says where. */
async function writeConfig(root: string, config: object): Promise<string> {
  const folder = join(root, '.sitegen');
  await mkdir(folder, { recursive: true });
  const file = join(folder, 'tsconfig.templates.json');
  // Written beside, then renamed: a check running meanwhile never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`);
  await rename(temporary, file);
  return file;
}
