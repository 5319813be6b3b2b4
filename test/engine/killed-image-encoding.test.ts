import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { copyFixture } from '../support/fixture-project.ts';
import { childProcessesOf, hasEnded, type ProcessEntry } from '../support/processes.ts';
import { repoRoot, type TempProject } from '../support/project.ts';

let project: TempProject;

beforeAll(async () => {
  project = await copyFixture('gallery');
  // Originals whose every encoding takes seconds: random pixels compress badly, and one narrower than the narrowest width is encoded whole.
  for (const name of ['static-1', 'static-2']) {
    const size = { width: 480, height: 9000, channels: 1 } as const;
    await sharp(randomBytes(size.width * size.height), { raw: size })
      .toColourspace('b-w')
      .png()
      .toFile(join(project.root, 'assets/images', `${name}.png`));
  }
}, 60_000);
afterAll(() => project.remove());

/** Looks, while a process runs, for a child of it whose command line holds `part` and that has worked for `cpuTicks`. */
async function busyChild(pid: number, part: string, cpuTicks: number, running: () => boolean): Promise<ProcessEntry | undefined> {
  while (running()) {
    const found = (await childProcessesOf(pid)).find((entry) => entry.command.includes(part) && entry.cpuTicks >= cpuTicks);
    if (found) return found;
    await sleep(5);
  }
  return undefined;
}

/** Whether a process ends within `withinMs`, looked at every few milliseconds. */
async function endsWithin(pid: number, withinMs: number): Promise<boolean> {
  const deadline = performance.now() + withinMs;
  while (performance.now() < deadline) {
    if (await hasEnded(pid)) return true;
    await sleep(5);
  }
  return hasEnded(pid);
}

describe('a build killed while it encodes images', () => {
  it('takes its image encoding process with it, even killed with SIGKILL', async () => {
    const build = spawn(process.execPath, [join(repoRoot, 'bin', 'sitegen.js'), 'build'], { cwd: project.root, stdio: 'ignore' });
    const exited = new Promise((resolve) => build.once('exit', resolve));
    // Killed once the encoder has loaded sharp and is well into its first files.
    const encoder = await busyChild(build.pid ?? 0, 'image-encoder', 30, () => build.exitCode === null);
    expect(encoder, 'the image encoding process, while the build ran').toBeDefined();
    build.kill('SIGKILL');
    await exited;
    // Left alone, it would finish the files under way: seconds for these originals. Its end is seen within a second
    // on a quiet machine; two allow for one running the other test files beside this one.
    expect(await endsWithin(encoder?.pid ?? 0, 2000)).toBe(true);
  }, 60_000);
});
