import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.ts';
import { copyFixture } from '../support/fixture-project.ts';
import type { TempProject } from '../support/project.ts';

let project: TempProject;
let server: DevServer;
/** Whether each build the server told of succeeded, in order. */
const builds: boolean[] = [];
const eventually = { timeout: 30_000, interval: 50 };

beforeAll(async () => {
  project = await copyFixture('handbook');
  server = await startDevServer({
    root: project.root,
    contentDir: join(project.root, 'content'),
    host: '127.0.0.1',
    port: 0,
    describeError: String,
    onBuild: (result) => builds.push(result.ok),
  });
});
afterAll(async () => {
  await server.close();
  await project.remove();
});

const chapter = () => join(project.root, 'content', 'chapters', 'on-call.md');
const pageText = async () => (await fetch(new URL('/chapters/on-call/', server.url))).text();

describe('sitegen dev, a failed build', () => {
  it('is not reported when a save of its file came after it, as when an editor writes a file in two steps', async () => {
    const original = await readFile(chapter(), 'utf8');
    const before = builds.length;
    // A long body with a directive the site does not know at its end: its build fails only once the whole body is
    // parsed, a second or more after the save. The next save comes from another process meanwhile, as an editor's
    // would: this one's thread is the server's, busy with the build.
    const padding = 'The rota is kept in the team channel, and every handover is written down.\n\n'.repeat(60_000);
    const next = join(project.root, 'next-save.md');
    await writeFile(next, `${original}\nHandovers happen on Mondays at noon.\n`);
    await writeFile(chapter(), `${original}\n${padding}::unknown-component\n`);
    const saving = once(spawn('/bin/sh', ['-c', 'sleep 0.3 && cp "$1" "$2"', 'sh', next, chapter()], { stdio: 'ignore' }), 'close');

    await vi.waitFor(async () => expect(await pageText()).toContain('Handovers happen on Mondays at noon.'), eventually);
    expect(builds.slice(before)).not.toContain(false);
    await saving;
  });

  it('is reported when nothing came after it', async () => {
    const original = await readFile(chapter(), 'utf8');
    const before = builds.length;
    await writeFile(chapter(), `${original}\n::unknown-component\n`);
    await vi.waitFor(() => expect(builds.slice(before)).toContain(false), eventually);
    await writeFile(chapter(), original);
    await vi.waitFor(() => expect(builds.at(-1)).toBe(true), eventually);
  });
});
