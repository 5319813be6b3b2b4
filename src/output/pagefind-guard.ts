// A child process's script: runs one Pagefind for pagefind-process.ts, and stops it if the build that asked for it dies.
import { spawn } from 'node:child_process';
import { takeAskedPriority } from './pagefind-priority.ts';

const [executable, ...options] = process.argv.slice(2);
if (!executable || !process.send) throw new Error('pagefind-guard.ts runs as a child process of pagefind-process.ts, not on its own');
// The build may have died while this script loaded, its channel closed before anything here listened.
if (!process.connected) process.exit(1);
// Pagefind's threads take the priority of the thread that starts it: a run in the background is asked for here.
takeAskedPriority(process.env);
const pagefind = spawn(executable, options, { stdio: ['ignore', 'ignore', 'inherit'] });
// Pagefind reads nothing from the build, so it would not notice the build's end: the channel to the build closes then.
process.on('disconnect', () => pagefind.kill('SIGKILL'));
pagefind.once('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
pagefind.once('close', (code, signal) => {
  if (signal) console.error(`stopped by ${signal}`);
  process.exit(code ?? 1);
});
