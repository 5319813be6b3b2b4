/** Whether a process of this id is running, this user's or another's: what a leftover's owner is checked with. */
export function isProcessRunning(pid: number): boolean {
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
