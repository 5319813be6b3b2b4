import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture, typeCheckSkipped, uninstallTypeScript } from '../../test/support/fixture-project.ts';
import { runSitegen, type TempProject } from '../../test/support/project.ts';

const projects: TempProject[] = [];
afterAll(() => Promise.all(projects.map((project) => project.remove())));

async function minimalSite(): Promise<TempProject> {
  const project = await copyFixture('minimal');
  projects.push(project);
  return project;
}

/** Replaces `from` with `to` in a file of the project, and tells where `to` now holds `at`, as `line:column` counted from 1. */
async function replaceIn(project: TempProject, file: string, from: string, to: string, at = to): Promise<string> {
  const path = join(project.root, file);
  const text = (await readFile(path, 'utf8')).replace(from, to);
  await writeFile(path, text);
  const before = text.slice(0, text.indexOf(to) + to.indexOf(at)).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

describe('sitegen check, on the types of the templates', () => {
  it("reports each type error of the templates at its file, line and column, with the site's other problems, and none once mended", async () => {
    const project = await minimalSite();
    // TypeScript points at the operator that found the mismatch.
    const inPage = await replaceIn(project, 'templates/pages.tsx', '{title}</h1>', '{title satisfies number}</h1>', 'satisfies');
    const result = await runSitegen(['check'], project.root);
    expect(result.stdout).toContain(`templates/pages.tsx:${inPage}: Type 'string' does not satisfy the expected type 'number'.\n`);
    expect(result.stdout).toContain('Checked 2 pages: 1 problem.');
    expect(result.code).toBe(1);
    // A second check takes what tsc learnt from the cache, and still reports the error until it is mended.
    expect(existsSync(join(project.root, '.sitegen', 'cache', 'template-types.tsbuildinfo'))).toBe(true);
    expect((await runSitegen(['check'], project.root)).stdout).toContain(`templates/pages.tsx:${inPage}: Type 'string'`);
    await replaceIn(project, 'templates/pages.tsx', '{title satisfies number}</h1>', '{title}</h1>');
    // Checked against sitegen's declarations, the sound site has no problem left.
    const mended = await runSitegen(['check'], project.root);
    expect(mended.stdout).not.toContain('skipped');
    expect(mended.stdout).toContain('no problems');
    expect(mended.code).toBe(0);
  });

  it('says once that it skipped them, and why, in a project without TypeScript', async () => {
    const project = await minimalSite();
    await replaceIn(project, 'templates/pages.tsx', '{title}</h1>', '{title satisfies number}</h1>');
    await uninstallTypeScript(project);
    const result = await runSitegen(['check'], project.root);
    expect(result.stdout.split(typeCheckSkipped)).toHaveLength(2);
    expect(result.stdout).not.toContain('satisfy');
    expect(result.code).toBe(0);
  });

  it("compiles the templates alone, under the project's own tsconfig.json", async () => {
    const project = await minimalSite();
    await writeFile(
      join(project.root, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noUnusedLocals: true,
          skipLibCheck: true,
          jsx: 'react-jsx',
          module: 'esnext',
          moduleResolution: 'bundler',
        },
        include: ['templates', 'scripts'],
      }),
    );
    await mkdir(join(project.root, 'scripts'));
    await writeFile(join(project.root, 'scripts', 'tool.ts'), 'export const broken: number = "a script the site does not build";\n');
    // An unused local: an error only under the project's settings.
    const unused = await replaceIn(
      project,
      'templates/pages.tsx',
      '{title}</h1>',
      '{title}</h1>{(() => { const unused = 1; return null; })()}',
      'unused',
    );
    const result = await runSitegen(['check'], project.root);
    expect(result.stdout).toContain(`templates/pages.tsx:${unused}: 'unused' is declared but its value is never read.\n`);
    expect(result.stdout).not.toContain('scripts/tool.ts');
    const used = JSON.parse(await readFile(join(project.root, '.sitegen', 'tsconfig.templates.json'), 'utf8')) as Record<string, unknown>;
    expect(used).toMatchObject({ extends: '../tsconfig.json', files: [], include: ['../templates'] });
  });
});
