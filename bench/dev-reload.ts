/**
 * How long `sitegen dev` takes from saving an article to telling open pages to
 * reload: the wait a writer actually feels. Saves one post repeatedly in a copy of
 * the project and prints the median and worst of the measured saves.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startDevServer } from '../src/dev/dev-server.ts';
import { copyProject } from '../test/support/project.ts';

const saves = Number(process.env.BENCH_SAVES ?? 9);
const project = await copyProject();
const server = await startDevServer({
  root: project.root,
  contentDir: join(project.root, 'content'),
  host: '127.0.0.1',
  port: 0,
  describeError: String,
  onBuild: (result) => {
    if (!result.ok) console.error(String(result.error));
  },
});

try {
  const events = await fetch(new URL('/__sitegen/events', server.url));
  const reader = events.body!.getReader();
  const decoder = new TextDecoder();
  const nextReload = async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (decoder.decode(chunk.value).includes('event: reload')) return;
    }
  };
  const file = join(project.root, 'content', 'blog', 'code-reviews-that-scale.md');
  const original = await readFile(file, 'utf8');
  const timings: number[] = [];
  for (let index = 0; index < saves; index++) {
    const reloaded = nextReload();
    const started = performance.now();
    await writeFile(file, original.replace(/^excerpt: "/m, `excerpt: "Edit ${index}. `));
    await reloaded;
    timings.push(performance.now() - started);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(`sitegen dev, save an article -> reload event, ${saves} saves (the server's save debouncing included)`);
  console.log(
    `  median ${sorted[Math.floor(saves / 2)]!.toFixed(0)} ms, best ${sorted[0]!.toFixed(0)} ms, worst ${sorted.at(-1)!.toFixed(0)} ms`,
  );
  await reader.cancel();
} finally {
  await server.close();
  await project.remove();
}
