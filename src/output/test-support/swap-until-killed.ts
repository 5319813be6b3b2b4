// A script for tests, run with `node --import tsx`: swaps a staged site in and kills itself,
// as `kill -9` would, once the swap has done the step it is given.
import { swapIn, type SwapStep } from '../output-swap.ts';

const [outDir = '', staged = '', suffix = '', step = ''] = process.argv.slice(2);
await swapIn(outDir, staged, suffix, {
  afterStep: (done: SwapStep) => {
    if (done === step) process.kill(process.pid, 'SIGKILL');
  },
});
