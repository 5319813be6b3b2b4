import { readFile, readdir } from 'node:fs/promises';

/** A process as Linux's /proc shows it. */
export interface ProcessEntry {
  readonly pid: number;
  readonly parent: number;
  /** One letter: R running, S sleeping, Z exited but not yet reaped, ... */
  readonly state: string;
  /** Its command line, arguments joined by spaces. */
  readonly command: string;
  /** The processor time it has used, user and system, in clock ticks (a hundredth of a second on Linux). */
  readonly cpuTicks: number;
}

/** A process by its id, or undefined once it is gone. */
export async function processEntry(pid: number): Promise<ProcessEntry | undefined> {
  try {
    const [stat, commandLine] = await Promise.all([readFile(`/proc/${pid}/stat`, 'utf8'), readFile(`/proc/${pid}/cmdline`, 'utf8')]);
    // The name, in parentheses, may hold spaces: the fields after it are read from its end, numbered as proc(5) numbers them.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const field = (position: number) => fields[position - 3] ?? '';
    return {
      pid,
      parent: Number(field(4)),
      state: field(3),
      command: commandLine.split('\0').join(' ').trim(),
      cpuTicks: Number(field(14)) + Number(field(15)),
    };
  } catch {
    return undefined;
  }
}

/** The processes a process started and that still run. */
export async function childProcessesOf(parent: number): Promise<ProcessEntry[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const entries = await Promise.all(pids.map(processEntry));
  return entries.filter((entry): entry is ProcessEntry => entry?.parent === parent && entry.state !== 'Z');
}

/** Whether a process has ended: gone, or exited and waiting for its parent to reap it. */
export async function hasEnded(pid: number): Promise<boolean> {
  const entry = await processEntry(pid);
  return entry === undefined || entry.state === 'Z' || entry.state === 'X';
}
