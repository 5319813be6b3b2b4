import { describe, expect, it, onTestFinished } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { hashedName } from '../assets/hashed-name.ts';
import { formatContentError } from '../content/content-error.ts';
import { planImages } from './plan-images.ts';

describe('planImages', () => {
  it('escapes the URLs of files whose names hold spaces or a #, which would otherwise split a srcset or cut a path short', async () => {
    const assets = await mkdtemp(join(tmpdir(), 'sitegen-plan-images-'));
    onTestFinished(() => rm(assets, { recursive: true, force: true }));
    await mkdir(join(assets, 'images'));
    await writeFile(join(assets, 'images', 'harbour view #2.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"></svg>');
    const plan = await planImages(assets, (path) => `/docs${path}`);
    const image = plan.catalog.image('/images/harbour view #2.svg');
    expect(image.fallback.variants.map((variant) => variant.url)).toEqual([
      expect.stringMatching(/^\/docs\/images\/harbour%20view%20%232\.[0-9a-f]{10}\.svg$/) as string,
    ]);
    expect(plan.originals[0]?.outputs.map((output) => output.file)).toEqual([
      expect.stringMatching(/^images\/harbour view #2\.[0-9a-f]{10}\.svg$/) as string,
    ]);
  });

  it('names each encoding by the libraries that make it, so that another sharp or libvips encodes again while another build of the generator reuses it', async () => {
    const assets = await mkdtemp(join(tmpdir(), 'sitegen-plan-images-'));
    onTestFinished(() => rm(assets, { recursive: true, force: true }));
    await mkdir(join(assets, 'images'));
    await sharp({ create: { width: 8, height: 4, channels: 3, background: '#1d4ed8' } })
      .png()
      .toFile(join(assets, 'images', 'swatch.png'));
    const plan = await planImages(assets, (path) => path);
    const recipes = plan.originals.flatMap((original) => original.outputs.map((output) => output.encoding?.recipe));
    expect(recipes).toHaveLength(3);
    for (const recipe of recipes) expect(recipe).toContain(`\nsharp ${sharp.versions.sharp} vips ${sharp.versions.vips}\n`);
  });

  it('publishes an SVG as sanitizeSvg rewrites it, named by the hash of what it publishes', async () => {
    const assets = await mkdtemp(join(tmpdir(), 'sitegen-plan-images-'));
    onTestFinished(() => rm(assets, { recursive: true, force: true }));
    await mkdir(join(assets, 'images'));
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" onload="fetch(1)"><script>fetch(2)</script><rect width="20" height="10"/></svg>';
    await writeFile(join(assets, 'images', 'flag.svg'), hostile);
    const plan = await planImages(assets, (path) => path);
    const [output] = plan.originals[0]?.outputs ?? [];
    const published = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" /></svg>';
    expect(Buffer.from(output?.bytes ?? []).toString()).toBe(published);
    expect(output?.file).toBe(`images/${hashedName('flag.svg', createHash('sha256').update(published).digest('hex'))}`);
    expect(plan.catalog.image('/images/flag.svg')).toMatchObject({ width: 20, height: 10 });
    expect(plan.problems).toEqual([]);
  });

  it('reports, at its file and line, an SVG that is not well-formed, an empty file, and an SVG under another extension', async () => {
    const assets = await mkdtemp(join(tmpdir(), 'sitegen-plan-images-'));
    onTestFinished(() => rm(assets, { recursive: true, force: true }));
    await mkdir(join(assets, 'images'));
    await writeFile(join(assets, 'images', 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg">\n<g>\n</svg>\n');
    await writeFile(join(assets, 'images', 'empty.png'), '');
    await writeFile(
      join(assets, 'images', 'disguised.gif'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="fetch(1)"/>',
    );
    const plan = await planImages(assets, (path) => path);
    const shown = (name: string) => relative(process.cwd(), join(assets, 'images', name));
    expect(plan.problems.map(formatContentError).sort()).toEqual([
      `${shown('broken.svg')}:3: image: is not a well-formed SVG: Missing end tag for element g`,
      `${shown('disguised.gif')}:1: image: is an SVG drawing: give it the .svg extension, which the build makes safe to publish`,
      `${shown('empty.png')}:1: image: is empty (0 bytes)`,
    ]);
    expect(plan.originals).toEqual([]);
  });
});
