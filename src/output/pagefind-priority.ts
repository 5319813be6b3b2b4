import { getPriority, setPriority } from 'node:os';

/**
 * How much nicer than the process that asks for it a Pagefind run in the background
 * is: it yields the cores to the dev server's next build, while an idle machine still
 * gives it all they have.
 */
const backgroundNiceness = 10;

/** The environment variable that tells the guard (pagefind-guard.ts) the niceness to start Pagefind with. */
export const nicenessVariable = 'SITEGEN_PAGEFIND_NICENESS';

/** The niceness of a process `backgroundNiceness` nicer than this one, at most the lowest priority there is. */
export function backgroundPriority(): number {
  return Math.min(19, getPriority() + backgroundNiceness);
}

/**
 * Takes the niceness a guard was asked for, if any. A priority that cannot be set is
 * no reason not to index: Pagefind then runs at the guard's own.
 */
export function takeAskedPriority(environment: NodeJS.ProcessEnv): void {
  const asked = Number(environment[nicenessVariable] || Number.NaN);
  if (!Number.isInteger(asked)) return;
  try {
    setPriority(asked);
  } catch {
    // Left as it was: a lower priority is a courtesy to the dev server, not a condition of the index.
  }
}
