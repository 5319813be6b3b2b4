import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './support/project.ts';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

describe('the GitHub Pages workflow', () => {
  it('installs, checks and builds for the Pages address, then deploys dist/ with the official actions', async () => {
    const workflow = parse(await readFile(join(repoRoot, '.github', 'workflows', 'deploy.yml'), 'utf8')) as {
      permissions: Record<string, string>;
      jobs: Record<string, { steps: Step[]; needs?: string }>;
    };
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const build = workflow.jobs.build!.steps;
    const runs = build.map((step) => step.run ?? '');
    const order = ['npm ci', 'npx sitegen check', 'npx sitegen build'].map((command) => runs.findIndex((run) => run.startsWith(command)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const command of ['npx sitegen check', 'npx sitegen build']) {
      expect(runs.find((run) => run.startsWith(command))).toContain(
        '--base "${{ steps.site.outputs.base }}" --url "${{ steps.site.outputs.url }}"',
      );
    }
    expect(build.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with).toEqual({ path: 'dist' });
    // The build caches are restored before the check and the build, keyed by the lockfile and the generator's version.
    const cache = build.findIndex((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache).toBeGreaterThan(runs.findIndex((run) => run.startsWith('npm ci')));
    expect(cache).toBeLessThan(order[1]!);
    const cacheStep = build[cache]!.with as { path: string; key: string; 'restore-keys': string };
    expect(cacheStep.path).toBe('.sitegen/cache');
    for (const part of ["hashFiles('package-lock.json')", 'steps.generator.outputs.version']) {
      expect(cacheStep.key).toContain(part);
      expect(cacheStep['restore-keys']).toContain(part);
    }
    expect(runs.find((run) => run.includes('GITHUB_OUTPUT') && run.includes('sitegen --version'))).toBeDefined();
    expect(workflow.jobs.deploy!.needs).toBe('build');
    expect(workflow.jobs.deploy!.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });
});
