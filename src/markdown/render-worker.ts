// A worker thread's script: renders the chunks of a batch parallel-render.ts sends it, and sends each back as it is done.
import { on } from 'node:events';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { siteDefinitionOf } from '../render/site-definition.ts';
import { createSitePaths } from '../render/site-paths.ts';
import type { WorkerChunk, WorkerRequest } from './parallel-render.ts';
import { openCodeCache } from './highlighter.ts';
import { markdownSettingsOf } from './markdown-settings.ts';
import { renderChunks } from './render-batch.ts';
import type { MarkdownSource } from './render-markdown.ts';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread of parallel-render.ts, not on its own');
const parent = parentPort;
const request = workerData as WorkerRequest;
const { siteModule } = request;
// The site's plugins are functions: they come from the site module itself, made with the same data.
const markdown = siteModule
  ? markdownSettingsOf(siteDefinitionOf(((await import(siteModule.url)) as { default?: unknown }).default), siteModule.data)
  : request.settings;
const settings = { link: createSitePaths('', request.base).link, markdown, codeThemes: request.codeThemes };
for await (const part of renderChunks(sentChunks(parent), settings, openCodeCache(request.cache, request.codeThemes)))
  parent.postMessage(part);

/** The chunks this thread is sent, as they come, until the one that says there are no more. */
async function* sentChunks(port: MessagePort): AsyncGenerator<readonly MarkdownSource[]> {
  // Leaving the loop stops listening: with nothing left to wait for, the worker ends.
  for await (const [chunk] of on(port, 'message') as AsyncIterableIterator<[WorkerChunk]>) {
    if (chunk === null) return;
    yield chunk;
  }
}
