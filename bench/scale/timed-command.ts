import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TimedRun {
  /** `performance.now()` when the command was spawned, so that runs in a row can be told as one. */
  readonly startedAtMs: number;
  /** From spawning the command to its exit, in milliseconds. */
  readonly wallMs: number;
  /** User and system time of the command and the children it waited for, in milliseconds. */
  readonly cpuMs: number;
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

/** Runs `command` under `/usr/bin/time -f '%M %U %S'`, for its wall time, CPU time and peak memory. */
export async function runTimed(command: string, args: readonly string[], cwd: string): Promise<TimedRun> {
  const scratch = await mkdtemp(join(tmpdir(), 'sitegen-bench-time-'));
  const reportFile = join(scratch, 'time');
  try {
    const startedAtMs = performance.now();
    const { code, stdout, stderr } = await spawnCollecting('/usr/bin/time', ['-f', '%M %U %S', '-o', reportFile, command, ...args], cwd);
    const wallMs = performance.now() - startedAtMs;
    const shown = `${command} ${args.join(' ')}`;
    if (code !== 0) throw new CommandFailed(`${shown} exited with ${code}\n${tail(stdout + stderr)}`);
    const usage = parseTimeReport(await readFile(reportFile, 'utf8'));
    if (!usage) throw new CommandFailed(`${shown}: /usr/bin/time reported no peak RSS and CPU times`);
    return { startedAtMs, wallMs, ...usage, stdout, stderr };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The last line of `/usr/bin/time -f '%M %U %S'` (KB, seconds, seconds); undefined when it is not that. */
export function parseTimeReport(report: string): { peakRssKb: number; cpuMs: number } | undefined {
  // On failure time writes a status line first; the figures are always the last line.
  const figures = /^(\d+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(report.trim().split('\n').at(-1) ?? '');
  if (!figures) return undefined;
  return { peakRssKb: Number(figures[1]), cpuMs: Math.round((Number(figures[2]) + Number(figures[3])) * 1000) };
}

/**
 * Two commands run one after the other, told as one: wall time from the first's
 * spawn to the second's exit, CPU time added up, and the larger of the two peaks
 * (they never ran at the same time).
 */
export function oneAfterTheOther(first: TimedRun, second: TimedRun): TimedRun {
  return {
    startedAtMs: first.startedAtMs,
    wallMs: second.startedAtMs + second.wallMs - first.startedAtMs,
    cpuMs: first.cpuMs + second.cpuMs,
    peakRssKb: Math.max(first.peakRssKb, second.peakRssKb),
    stdout: first.stdout + second.stdout,
    stderr: first.stderr + second.stderr,
  };
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
