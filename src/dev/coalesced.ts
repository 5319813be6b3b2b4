export interface CoalescedTask {
  /** Asks for a run: now, or once the run under way ends. */
  request(): void;
  /** Resolves once no run is under way or asked for. */
  settled(): Promise<void>;
}

/**
 * Runs `task` when asked, one run at a time, apart from whoever asks: asked while a run
 * is under way, it runs once more after that run, however many times it was asked
 * meanwhile. For work that only needs to catch up with the latest state, such as the
 * dev server's search index after a burst of saves. `task` reports its own failures:
 * it never rejects.
 */
export function coalesced(task: () => Promise<void>): CoalescedTask {
  let running: Promise<void> | undefined;
  let askedAgain = false;
  const runUntilCaughtUp = async () => {
    do {
      askedAgain = false;
      await task();
    } while (askedAgain);
    running = undefined;
  };
  return {
    request() {
      if (running) askedAgain = true;
      else running = runUntilCaughtUp();
    },
    async settled() {
      await running;
    },
  };
}
