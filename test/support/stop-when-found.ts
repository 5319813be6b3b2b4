import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** What a process stopped by `stopWhenFound` had made, and how it exited. */
export interface StoppedProcess {
  /** What `look` found as the process was stopped: empty if the process ended first. */
  readonly found: readonly string[];
  readonly exitCode: number | null;
}

/**
 * Looks, while the process runs, until `look` finds something (a folder it made),
 * then stops the process as Ctrl+C does (SIGINT) and waits for it to exit.
 */
export async function stopWhenFound(child: ChildProcess, look: () => Promise<string[]>): Promise<StoppedProcess> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let found: string[] = [];
  while (found.length === 0 && child.exitCode === null) {
    found = await look();
    await sleep(2);
  }
  child.kill('SIGINT');
  return { found, exitCode: await exited };
}
