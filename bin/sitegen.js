#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// V8 compiles a function into optimised code once it has run a while, on threads beside the program's. A build is
// over in seconds, before most of that code would pay back its compiling: four times V8's default budget before a
// function is considered left this site's first build 0.6-0.8 s less CPU, a sixth of it, and changed builds of
// thousands of pages by nothing measurable. Set before any of the CLI is loaded, it reaches the worker threads too.
setFlagsFromString('--interrupt-budget=270336');

// React's development build is several times slower and only adds warnings meant for browsers.
process.env.NODE_ENV ??= 'production';

// The package ships the CLI compiled (`prepare`, which `npm pack` runs); a clone compiles it at `npm ci` or `npm run build:cli`.
const compiled = new URL('../lib/cli.mjs', import.meta.url);
if (!existsSync(fileURLToPath(compiled))) {
  console.error('sitegen is not compiled yet: run npm run build:cli (npm ci does it too).');
  process.exit(2);
}
const { main } = await import(compiled.href);
process.exitCode = await main(process.argv);
