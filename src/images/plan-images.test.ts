import { describe, expect, it, onTestFinished } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
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
});
