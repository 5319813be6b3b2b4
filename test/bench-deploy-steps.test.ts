import { describe, expect, it } from 'vitest';
import { deploySteps, deployStepsTargetMs, deployVerdict, withValues } from '../bench/deploy-steps.ts';

const values = { 'steps.site.outputs.base': '/repo/', 'steps.site.outputs.url': 'https://owner.github.io' };

describe("the deploy steps' benchmark", () => {
  it("times the run steps from the site's build through its check, with the workflow's expressions given values", () => {
    const steps = [
      { uses: 'actions/checkout@v4' },
      { run: 'npm ci' },
      { name: 'Build', run: 'node bin/sitegen.js build --base "${{ steps.site.outputs.base }}" --url "${{steps.site.outputs.url}}"' },
      { uses: 'actions/configure-pages@v5' },
      { run: 'echo built' },
      { name: 'Check', run: 'npx sitegen check --dir dist' },
      { uses: 'actions/upload-pages-artifact@v3' },
    ];
    expect(deploySteps(steps, values)).toEqual([
      { name: 'Build', command: 'node bin/sitegen.js build --base "/repo/" --url "https://owner.github.io"' },
      { name: 'echo built', command: 'echo built' },
      { name: 'Check', command: 'npx sitegen check --dir dist' },
    ]);
  });

  it('refuses a workflow without a build followed by a check, and an expression it has no value for', () => {
    expect(() => deploySteps([{ run: 'npx sitegen check' }, { run: 'npx sitegen build' }], values)).toThrow(/no step that builds/);
    expect(() => withValues('sitegen build --base "${{ vars.BASE }}"', values)).toThrow('the bench gives ${{ vars.BASE }} no value');
  });

  it('meets its target at the limit and misses it above', () => {
    expect(deployVerdict(deployStepsTargetMs)).toBe('met, 0.00 s under');
    expect(deployVerdict(930)).toBe('met, 0.57 s under');
    expect(deployVerdict(2480)).toBe('not met, 0.98 s over');
  });
});
