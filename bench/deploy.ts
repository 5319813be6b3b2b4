/**
 * Times the deploy workflow's steps from the build through the check on a copy of
 * this project, with .sitegen/cache restored from an earlier run as CI restores it,
 * and says whether they meet their target. Compare figures only within one run.
 */
import { parseStrictArgs, runBenchCommand, wholeNumber } from './scale/bench-options.ts';
import { compileSitegen } from './scale/sitegen-build.ts';
import { defaultDeployRuns, formatDeploySteps, measureDeploySteps } from './deploy-steps.ts';

const usage = [
  'usage: npx tsx bench/deploy.ts [--runs N]',
  `  --runs N  runs of the steps; figures are their medians (default ${defaultDeployRuns})`,
  '  --help    print this and exit',
].join('\n');

await runBenchCommand(usage, async () => {
  const { values } = parseStrictArgs(process.argv.slice(2), {
    runs: { type: 'string', default: String(defaultDeployRuns) },
    help: { type: 'boolean', default: false },
  });
  if (values.help) return console.log(usage);
  const runs = wholeNumber(values.runs, 'runs', 1);
  await compileSitegen();
  console.log(formatDeploySteps(await measureDeploySteps(runs)));
});
