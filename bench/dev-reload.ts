/**
 * How long `sitegen dev` takes from saving an article until the article open in
 * Chromium shows the save: the wait a writer actually feels. Runs the dev server in its
 * own process on a copy of the project (this site, or with --posts a generated blog),
 * saves a new word into one article's body repeatedly, and prints the first save after
 * start apart and the median, best and worst of the others, both until the page shows
 * the word and until the server's event telling pages to update, how long the first
 * page took to be served, and the process's peak memory.
 */
import { devReloadUsage, formatDevReloads, measureDevReloads, parseDevReloadOptions } from './dev-reload-bench.ts';
import { runBenchCommand } from './scale/bench-options.ts';
import { compileSitegen } from './scale/sitegen-build.ts';

await runBenchCommand(devReloadUsage, async () => {
  const { help, ...options } = parseDevReloadOptions(process.argv.slice(2));
  if (help) return console.log(devReloadUsage);
  await compileSitegen();
  console.log(formatDevReloads(await measureDevReloads(options)));
});
