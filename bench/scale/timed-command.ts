import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TimedRun {
  /** From spawning the command to its exit, in milliseconds. */
  readonly wallMs: number;
  /**
   * The peak resident set size, in KB, as GNU time reports it: that of the largest
   * single process among the command and the children it waited for, not their sum.
   */
  readonly peakRssKb: number;
  readonly stdout: string;
  readonly stderr: string;
}

export class CommandFailed extends Error {
  override name = 'CommandFailed';
}

/** A command that hangs is killed with its children after this long, so that the benchmark always ends. */
const timeoutMs = 15 * 60_000;

/** Runs `command` under `/usr/bin/time -f %M`, for its wall time and peak memory. */
export async function runTimed(command: string, args: readonly string[], cwd: string): Promise<TimedRun> {
  const scratch = await mkdtemp(join(tmpdir(), 'sitegen-bench-time-'));
  const rssFile = join(scratch, 'rss');
  try {
    const started = performance.now();
    const { code, stdout, stderr } = await spawnCollecting('/usr/bin/time', ['-f', '%M', '-o', rssFile, command, ...args], cwd);
    const wallMs = performance.now() - started;
    const shown = `${command} ${args.join(' ')}`;
    if (code !== 0) throw new CommandFailed(`${shown} exited with ${code}\n${tail(stdout + stderr)}`);
    // On failure time writes a status line first; the figure is always the last line.
    const peakRssKb = Number((await readFile(rssFile, 'utf8')).trim().split('\n').at(-1));
    if (!Number.isFinite(peakRssKb)) throw new CommandFailed(`${shown}: /usr/bin/time reported no peak RSS`);
    return { wallMs, peakRssKb, stdout, stderr };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The end of a long output, where the error is. */
export function tail(output: string, characters = 4000): string {
  return output.length > characters ? `...${output.slice(-characters)}` : output;
}

function spawnCollecting(
  command: string,
  args: readonly string[],
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that a timeout ends the build and not only `time`.
    const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const err = Buffer.concat(stderr).toString() + (signal ? `\nkilled by ${signal} after ${timeoutMs / 60_000} minutes` : '');
      resolve({ code, stdout: Buffer.concat(stdout).toString(), stderr: err });
    });
  });
}
