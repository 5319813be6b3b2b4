#!/usr/bin/env node
// React's development build is several times slower and only adds warnings meant for browsers.
process.env.NODE_ENV ??= 'production';

const { loadCompiledModule } = await import('./compiled-module.js');
const { main } = await loadCompiledModule(new URL('../src/cli/main.ts', import.meta.url));
process.exitCode = await main(process.argv);
