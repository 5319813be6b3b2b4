import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type BuildOptions, type PublishReport } from '../../src/build.ts';
import { copyIntoTempProject, repoRoot, type TempProject } from './project.ts';

/** The small sites under test/fixtures/ that the engine's tests build. */
export type FixtureName = 'cards' | 'echo' | 'flawed' | 'gallery' | 'handbook' | 'minimal' | 'notes';

export function fixtureDir(name: FixtureName): string {
  return join(repoRoot, 'test', 'fixtures', name);
}

/** A throwaway copy of a fixture site that a test may edit freely. */
export async function copyFixture(name: FixtureName): Promise<TempProject> {
  return copyIntoTempProject(fixtureDir(name), await readdir(fixtureDir(name)), `sitegen-${name}-`);
}

/** What a test builds a project with: any build option, and the output's folder inside the project (`dist` unless given). */
export type ProjectBuildOptions = Partial<BuildOptions> & { readonly out?: string };

/** Builds a project in-process, as `sitegen build` does, into `{root}/{out}` at the root path unless told otherwise. */
export function buildProject(project: TempProject, options: ProjectBuildOptions = {}): Promise<PublishReport> {
  const { out = 'dist', ...rest } = options;
  return build({ root: project.root, outDir: join(project.root, out), base: '/', ...rest });
}

/**
 * Takes TypeScript out of a project's node_modules (a link there): its `sitegen check` then skips type-checking the
 * templates, and says so. For a test of another part of check, which need not pay the seconds tsc takes.
 */
export function uninstallTypeScript(project: TempProject): Promise<void> {
  return rm(join(project.root, 'node_modules', 'typescript'));
}

/** The line `sitegen check` prints first in a project without TypeScript (uninstallTypeScript). */
export const typeCheckSkipped =
  'Type checking of the templates skipped: TypeScript is not installed in this project (npm install --save-dev typescript).\n';
