import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { makeTempDir } from '../../test/support/project.ts';
import {
  checkPackages,
  checkPackagesDigest,
  engineSourceFiles,
  generatorDigest,
  installedPackages,
  packagesOutsideBuild,
} from './generator-digest.ts';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir('sitegen-generator-digest-');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Manifest {
  readonly version: string;
  readonly dependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
}

/** A project with an engine's sources and installed packages, each folder (`node_modules/...`) with its package.json. */
async function project(name: string, packages: Readonly<Record<string, Manifest>>): Promise<string> {
  const root = join(dir, name);
  const files: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'engine',
      version: '1.0.0',
      dependencies: { shiki: '^3.0.0', remark: '^15.0.0', '@aws-sdk/client-s3': '^3.0.0', 'html-validate': '^10.0.0' },
      peerDependencies: { react: '^19.0.0' },
      devDependencies: { vitest: '^4.0.0', react: '^19.0.0' },
    }),
    'package-lock.json': JSON.stringify({ lockfileVersion: 3, packages: {} }),
    'src/render.ts': 'export const render = 1;\n',
    'src/render.test.ts': "import './render.ts';\n",
    'src/markdown/test-support/corpus.ts': 'export const corpus = [];\n',
  };
  for (const [folder, manifest] of Object.entries(packages)) files[`${folder}/package.json`] = JSON.stringify(manifest);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

const installed: Readonly<Record<string, Manifest>> = {
  'node_modules/shiki': { version: '3.1.0', dependencies: { '@shikijs/core': '3.1.0' } },
  'node_modules/@shikijs/core': { version: '3.1.0' },
  'node_modules/remark': { version: '15.0.1', dependencies: { micromark: '^4.0.0', 'not-installed': '^1.0.0' } },
  // remark's own micromark, beside the one a dev dependency uses.
  'node_modules/remark/node_modules/micromark': { version: '4.0.2' },
  'node_modules/micromark': { version: '3.2.0' },
  'node_modules/@aws-sdk/client-s3': { version: '3.1169.0', dependencies: { '@smithy/core': '^3.0.0' } },
  'node_modules/@smithy/core': { version: '3.4.0' },
  'node_modules/html-validate': { version: '10.17.0', dependencies: { ajv: '^8.0.0' } },
  'node_modules/ajv': { version: '8.17.1' },
  'node_modules/vitest': { version: '4.1.12', dependencies: { micromark: '^3.0.0' } },
  'node_modules/react': { version: '19.3.1' },
};

/** The same project with one file changed: `edit` takes its text and gives the new one. */
async function edited(root: string, file: string, edit: (text: string) => string): Promise<string> {
  await writeFile(join(root, file), edit(await readFile(join(root, file), 'utf8')));
  return root;
}

const bumped = (version: string) => (text: string) => JSON.stringify({ ...(JSON.parse(text) as Manifest), version });

describe('installedPackages', () => {
  it('names each package that the given ones reach through their dependencies, at the version Node loads, and those not installed', async () => {
    const root = await project('reach', installed);
    expect(installedPackages(root, ['remark', 'shiki'])).toEqual([
      '@shikijs/core@3.1.0',
      'micromark@4.0.2',
      'not-installed@missing',
      'remark@15.0.1',
      'shiki@3.1.0',
    ]);
  });
});

describe('generatorDigest', () => {
  it("stays the same when a dev dependency, the lockfile or a test changes, or a package the build makes nothing with: the caches' entries could not differ", async () => {
    const before = generatorDigest(await project('same', installed));
    const changes: [file: string, edit: (text: string) => string][] = [
      ['node_modules/vitest/package.json', bumped('4.2.0')],
      // The micromark the dev dependency loads, not remark's.
      ['node_modules/micromark/package.json', bumped('3.3.0')],
      ['package-lock.json', () => JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/vitest': { version: '4.2.0' } } })],
      ['package.json', (text) => text.replace('"vitest":"^4.0.0"', '"vitest":"^4.2.0"')],
      ['node_modules/@aws-sdk/client-s3/package.json', bumped('3.1170.0')],
      ['node_modules/@smithy/core/package.json', bumped('3.5.0')],
      ['node_modules/html-validate/package.json', bumped('10.18.0')],
      ['src/render.test.ts', (text) => `${text}// another test\n`],
      ['src/markdown/test-support/corpus.ts', (text) => `${text}// another sample\n`],
    ];
    for (const [file, edit] of changes) {
      const root = await project(`same-${changes.findIndex(([other]) => other === file)}`, installed);
      expect({ file, digest: generatorDigest(await edited(root, file, edit)) }).toEqual({ file, digest: before });
    }
  });

  it('changes with the engine, and with the version of any package the build makes its output with, installed beside it or deeper, or by the project as a peer', async () => {
    const before = generatorDigest(await project('changed', installed));
    const changes: [file: string, edit: (text: string) => string][] = [
      ['src/render.ts', (text) => `${text}export const more = 2;\n`],
      ['node_modules/shiki/package.json', bumped('3.2.0')],
      ['node_modules/@shikijs/core/package.json', bumped('3.1.1')],
      ['node_modules/remark/node_modules/micromark/package.json', bumped('4.0.3')],
      ['node_modules/react/package.json', bumped('19.4.0')],
    ];
    for (const [file, edit] of changes) {
      const root = await project(`changed-${changes.findIndex(([other]) => other === file)}`, installed);
      expect({ file, changed: generatorDigest(await edited(root, file, edit)) !== before }).toEqual({ file, changed: true });
    }
  });
});

describe('checkPackagesDigest', () => {
  it('changes with the packages the check reads pages with, and those they reach, and with no other', async () => {
    const before = checkPackagesDigest(await project('check', installed));
    const changes: [file: string, changed: boolean][] = [
      ['node_modules/html-validate/package.json', true],
      ['node_modules/ajv/package.json', true],
      ['node_modules/shiki/package.json', false],
      ['node_modules/vitest/package.json', false],
    ];
    for (const [file, changed] of changes) {
      const root = await project(`check-${changes.findIndex(([other]) => other === file)}`, installed);
      const after = checkPackagesDigest(await edited(root, file, bumped('99.0.0')));
      expect({ file, changed: after !== before }).toEqual({ file, changed });
    }
  });
});

/** The bare package names `file` imports, statically or not: `shiki` of `shiki/langs`, `@shikijs/core` of itself. */
async function importedPackages(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import\()\s*'([^'.][^']*)'/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/'),
  );
}

describe("the packages the generator's id leaves out", () => {
  it('are imported only where nothing a build caches is made: the servers, deploy, the command line and the check', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const leftOut = new Set<string>([...packagesOutsideBuild, ...checkPackages]);
    const madeOutsideBuild = ['src/cli/', 'src/deploy/', 'src/serve/', 'src/check/', 'src/dev/watch-sources.ts'];
    const importers: string[] = [];
    for (const file of engineSourceFiles(root)) {
      const imported = await importedPackages(join(root, file));
      if (imported.some((name) => leftOut.has(name))) importers.push(relative(root, join(root, file)).split('\\').join('/'));
    }
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !madeOutsideBuild.some((place) => file.startsWith(place)))).toEqual([]);
  });
});
