#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
