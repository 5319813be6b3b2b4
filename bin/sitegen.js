#!/usr/bin/env node
// React's development build is several times slower and only adds warnings meant for browsers.
process.env.NODE_ENV ??= 'production';

// The generator is written in TypeScript and runs through tsx: no compile step to remember.
const { register } = await import('tsx/esm/api');
register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
