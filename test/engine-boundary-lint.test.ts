import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { repoRoot } from './support/project.ts';

const eslint = new ESLint({ cwd: repoRoot });

/** The rules `import` breaks when written in `file` (relative to the repository). */
async function brokenRules(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath: join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the line between the engine and a site, as the linter holds it', () => {
  it("lets a site's templates import the engine from its public entry only", async () => {
    expect(await brokenRules('templates/pages/Page.tsx', 'sitegen')).toEqual([]);
    expect(await brokenRules('templates/pages/Page.tsx', '../../src/definition/routes.ts')).toEqual(['no-restricted-imports']);
    expect(await brokenRules('templates/site.ts', '../src/api.ts')).toEqual(['no-restricted-imports']);
    expect(await brokenRules('test/fixtures/notes/templates/site.ts', '../../../../src/api.ts')).toEqual(['no-restricted-imports']);
  });

  it('keeps the engine from importing any of a site', async () => {
    expect(await brokenRules('src/render/render-page.ts', '../../templates/site.ts')).toEqual(['no-restricted-imports']);
    expect(await brokenRules('src/render/render-page.ts', './site-paths.ts')).toEqual([]);
  });
});
