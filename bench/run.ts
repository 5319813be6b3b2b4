/**
 * Builds this site several times from the command line, the way a user does, and
 * prints the medians: cold (no .sitegen/ folder), cached (only .sitegen/cache kept,
 * as CI restores it) and unchanged (the same build again). The kinds alternate so
 * that all see the same machine; compare figures only within one run of the script.
 */
import { parseStrictArgs, runBenchCommand, wholeNumber } from './scale/bench-options.ts';
import { compileSitegen } from './scale/sitegen-build.ts';
import { defaultSiteRuns, formatSiteBuilds, measureSiteBuilds } from './site-builds.ts';

const usage = [
  'usage: npx tsx bench/run.ts [--runs N]',
  `  --runs N  runs of each kind of build; figures are their medians (default ${defaultSiteRuns})`,
  '  --help    print this and exit',
].join('\n');

await runBenchCommand(usage, async () => {
  const { values } = parseStrictArgs(process.argv.slice(2), {
    runs: { type: 'string', default: String(defaultSiteRuns) },
    help: { type: 'boolean', default: false },
  });
  if (values.help) return console.log(usage);
  const runs = wholeNumber(values.runs, 'runs', 1);
  await compileSitegen();
  console.log(formatSiteBuilds(await measureSiteBuilds(runs)));
});
