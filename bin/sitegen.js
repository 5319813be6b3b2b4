#!/usr/bin/env node
// The generator is written in TypeScript and runs through tsx: no compile step to remember.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
