import { afterEach, describe, expect, it } from 'vitest';
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildProject, copyFixture } from '../../test/support/fixture-project.ts';
import type { TempProject } from '../../test/support/project.ts';
import type { RunningServer } from './listen.ts';
import { startPreviewServer } from './preview-server.ts';

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** The notes fixture, built, and a preview server over its `dist/`. */
async function previewedNotes(): Promise<{ project: TempProject; server: RunningServer; dist: string }> {
  const project = await copyFixture('notes');
  cleanups.push(() => project.remove());
  await buildProject(project);
  const dist = join(project.root, 'dist');
  const server = await startPreviewServer({ dir: dist, host: '127.0.0.1', port: 0 });
  cleanups.push(() => server.close());
  return { project, server, dist };
}

/** Uncompressed, so that Content-Length counts the file's own bytes. */
async function get(server: RunningServer, path: string) {
  const response = await fetch(new URL(path, server.url), { headers: { 'Accept-Encoding': 'identity' } });
  return { status: response.status, length: response.headers.get('content-length'), body: Buffer.from(await response.arrayBuffer()) };
}

const stylesheetOf = (page: Buffer) => /href="(\/assets\/main\.[0-9a-f]+\.css)"/.exec(page.toString())?.[1] ?? '';
const changedNote = '/notes/naming-things/';
const removedNote = '/notes/walking-meetings/';

describe('sitegen preview, across a rebuild of the folder it serves', () => {
  it('serves the new build from the next request: new and changed files whole, removed ones 404', async () => {
    const { project, server, dist } = await previewedNotes();
    // Everything asked for once before the rebuild, as an open browser tab would have.
    const before = await get(server, '/');
    const oldStylesheet = stylesheetOf(before.body);
    for (const path of [oldStylesheet, changedNote, removedNote]) expect((await get(server, path)).status, path).toBe(200);

    await appendFile(join(project.root, 'assets', 'styles', 'main.css'), '\nh1 { color: teal; }\n');
    await appendFile(join(project.root, 'content', 'notes', 'naming-things.md'), '\nA paragraph added by the rebuild.\n');
    await rm(join(project.root, 'content', 'notes', 'walking-meetings.md'));
    await buildProject(project);

    const newStylesheet = stylesheetOf((await get(server, '/')).body);
    expect(newStylesheet).not.toBe(oldStylesheet);
    for (const [path, file] of [
      [newStylesheet, newStylesheet.slice(1)],
      [changedNote, 'notes/naming-things/index.html'],
      ['/', 'index.html'],
    ] as const) {
      const onDisk = await readFile(join(dist, file));
      const answer = await get(server, path);
      expect(answer.status, path).toBe(200);
      expect(answer.length, path).toBe(String(onDisk.length));
      expect(answer.body.equals(onDisk), path).toBe(true);
    }
    expect((await get(server, changedNote)).body.toString()).toContain('A paragraph added by the rebuild.');
    const notFoundPage = await readFile(join(dist, '404.html'));
    for (const path of [removedNote, oldStylesheet]) {
      const answer = await get(server, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.equals(notFoundPage), path).toBe(true);
    }
  });

  it('sends a body whose answer began before a rebuild whole, as it was when asked for', async () => {
    const { project, server } = await previewedNotes();
    const recording = join(project.root, 'assets', 'static', 'recording.bin');
    // Rebuilt once after the server started, so that the file asked for is not the one the server first found.
    const asked = Buffer.alloc(4 * 1024 * 1024, 'b');
    await writeFile(recording, asked);
    await buildProject(project);

    const response = await fetch(new URL('/recording.bin', server.url), { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.headers.get('content-length')).toBe(String(asked.length));
    const reader = response.body?.getReader();
    if (reader === undefined) throw new Error('the answer has no body');
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    if (first.value) chunks.push(first.value);

    await writeFile(recording, Buffer.alloc(6 * 1024 * 1024, 'c'));
    await buildProject(project);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
    expect(Buffer.concat(chunks).equals(asked)).toBe(true);
  });
});
