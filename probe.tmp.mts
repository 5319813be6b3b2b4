import { build } from './src/build.ts';
import { copySite } from './test/support/project.ts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
const project = await copySite();
console.log(project.root);
for (const out of ['a', 'b']) {
  await rm(join(project.root, '.sitegen'), { recursive: true, force: true });
  const t = performance.now();
  await build({ root: project.root, outDir: join(project.root, out), base: '/' });
  console.log(out, performance.now() - t);
}
