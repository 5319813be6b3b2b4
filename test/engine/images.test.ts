import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import sharp from 'sharp';
import type { PublishReport } from '../../src/build.ts';
import { cacheFolderOf } from '../../src/cache/build-cache.ts';
import { checkSite } from '../../src/check/check-site.ts';
import { readSiteOutput } from '../../src/check/read-site-output.ts';
import { readBuiltSite, type BuiltSite } from '../support/built-site.ts';
import { applyEdits, replaceLine } from '../support/content-edits.ts';
import { buildProject, copyFixture, uninstallTypeScript } from '../support/fixture-project.ts';
import { runSitegen, type TempProject } from '../support/project.ts';

let project: TempProject;
let first: PublishReport;
let site: BuiltSite;

beforeAll(async () => {
  project = await copyFixture('gallery');
  first = await buildProject(project);
  site = await readBuiltSite(join(project.root, 'dist'));
});
afterAll(() => project.remove());

/** Each candidate of a srcset as `file width`, the file without its hash: `/images/headland-480.avif 480w`. */
function candidates(srcset: string | undefined): string[] {
  return (srcset ?? '').split(', ').map((candidate) => candidate.replace(/\.[0-9a-f]{10}\./, '.'));
}

/** The `<img>` of the picture whose fallback is the image at `stem` (`headland`). */
function imgOf($: CheerioAPI, stem: string) {
  return $(`img[src^="/images/${stem}"]`);
}

describe('an image in Markdown', () => {
  it('becomes a picture: AVIF and WebP sources at each width, and a fallback img that holds its size', async () => {
    const $ = await site.page('/walks/cliff-path');
    const img = imgOf($, 'headland');
    const picture = img.parent('picture');
    expect(
      picture
        .children()
        .toArray()
        .map((child) => child.tagName),
    ).toEqual(['source', 'source', 'img']);
    const sources = picture.children('source');
    expect(sources.toArray().map((source) => $(source).attr('type'))).toEqual(['image/avif', 'image/webp']);
    expect(candidates(sources.eq(0).attr('srcset'))).toEqual([
      '/images/headland-480.avif 480w',
      '/images/headland-800.avif 800w',
      '/images/headland-900.avif 900w',
    ]);
    expect(candidates(sources.eq(1).attr('srcset'))).toEqual([
      '/images/headland-480.webp 480w',
      '/images/headland-800.webp 800w',
      '/images/headland-900.webp 900w',
    ]);
    expect(candidates(img.attr('srcset'))).toEqual([
      '/images/headland-480.png 480w',
      '/images/headland-800.png 800w',
      '/images/headland-900.png 900w',
    ]);
    expect(img.attr('src')).toMatch(/^\/images\/headland-900\.[0-9a-f]{10}\.png$/);
    expect(img.attr()).toMatchObject({
      width: '900',
      height: '300',
      alt: 'The bay from the cliff top, the headland on the right',
      decoding: 'async',
    });
    expect(sources.eq(0).attr('sizes')).toBe('(max-width: 900px) 100vw, 900px');
  });

  it('is published under content-hashed names: each format at each width, an SVG or a GIF as it is', () => {
    const published = site.files.filter((file) => file.startsWith('images/'));
    expect(published.map((file) => file.replace(/\.[0-9a-f]{10}\./, '.')).sort()).toEqual([
      'images/buoy-40.avif',
      'images/buoy-40.png',
      'images/buoy-40.webp',
      'images/compass.svg',
      'images/headland-480.avif',
      'images/headland-480.png',
      'images/headland-480.webp',
      'images/headland-800.avif',
      'images/headland-800.png',
      'images/headland-800.webp',
      'images/headland-900.avif',
      'images/headland-900.png',
      'images/headland-900.webp',
      'images/wave.gif',
    ]);
  });

  it('is never enlarged: an original narrower than every width is published at its own width alone', async () => {
    const $ = await site.page('/walks/cliff-path');
    const img = imgOf($, 'buoy');
    expect(candidates(img.parent('picture').children('source').first().attr('srcset'))).toEqual(['/images/buoy-40.avif 40w']);
    expect(img.attr()).toMatchObject({ width: '40', height: '30' });
  });

  it('loads lazily, but for the largest image of the body, fetched at once and first', async () => {
    const $ = await site.page('/walks/cliff-path');
    expect(imgOf($, 'buoy').attr()).toMatchObject({ loading: 'lazy' });
    expect(imgOf($, 'buoy').attr('fetchpriority')).toBeUndefined();
    expect(imgOf($, 'headland').attr()).toMatchObject({ fetchpriority: 'high' });
    expect(imgOf($, 'headland').attr('loading')).toBeUndefined();
  });

  it.each([
    ['an SVG', 'compass', 'svg', { width: '64', height: '64', alt: 'A compass rose' }],
    ['a GIF', 'wave', 'gif', { width: '20', height: '10', alt: 'A wave breaking on the rocks' }],
  ])('in %s is published as it is, a picture of one img with its own size', async (_, stem, extension, attributes) => {
    const $ = await site.page('/walks/cliff-path');
    const img = imgOf($, stem);
    expect(
      img
        .parent('picture')
        .children()
        .toArray()
        .map((child) => child.tagName),
    ).toEqual(['img']);
    expect(img.attr('src')).toMatch(new RegExp(`^/images/${stem}\\.[0-9a-f]{10}\\.${extension}$`));
    expect(img.attr()).toMatchObject({ ...attributes, loading: 'lazy', decoding: 'async' });
  });
});

describe('an image under a base path', () => {
  it('is addressed under it, in every source and in the fallback', async () => {
    await buildProject(project, { out: 'dist-docs', base: '/docs/' });
    const docs = await readBuiltSite(join(project.root, 'dist-docs'));
    const $ = await docs.page('/walks/cliff-path');
    const urls = $('picture source, picture img')
      .toArray()
      .flatMap((element) => [
        $(element).attr('src'),
        ...($(element).attr('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0]),
      ])
      .filter((url) => url !== undefined && url !== '');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/docs\/images\//);
  });
});

describe('an image a template shows', () => {
  it('is a picture too, loaded at once and first when the template says it is the priority', async () => {
    const $ = await site.page('/');
    const img = imgOf($, 'headland');
    expect(img.parent().is('picture')).toBe(true);
    expect(img.attr()).toMatchObject({
      alt: 'A headland at dusk, the sea pale blue below a darker sky',
      fetchpriority: 'high',
      sizes: '100vw',
    });
    expect(img.attr('loading')).toBeUndefined();
  });
});

describe('the encoded images cache', () => {
  it('spares a second build every encoding: it encodes nothing and takes each file from the cache', async () => {
    // Another output folder, so that the build runs whole rather than keeping the first one's output.
    const second = await buildProject(project, { out: 'dist-again' });
    expect(first.images).toEqual({ encoded: 12, reused: 0 });
    expect(second.upToDate).toBe(false);
    expect(second.images).toEqual({ encoded: 0, reused: 12 });
    expect(await readdir(join(cacheFolderOf(project.root), 'encoded-images'))).toHaveLength(12);
  });
});

describe('a changed original', () => {
  it('shows in the next build, though the Markdown that names it was rendered and cached before', async () => {
    const changed = await copyFixture('gallery');
    try {
      await buildProject(changed);
      await sharp({ create: { width: 60, height: 30, channels: 3, background: '#b91c1c' } })
        .png()
        .toFile(join(changed.root, 'assets/images/buoy.png'));
      const report = await buildProject(changed);
      expect(report.images).toEqual({ encoded: 3, reused: 9 });
      const $ = await (await readBuiltSite(join(changed.root, 'dist'))).page('/walks/cliff-path');
      expect(imgOf($, 'buoy').attr()).toMatchObject({ width: '60', height: '30' });
      expect(imgOf($, 'buoy').attr('src')).toMatch(/^\/images\/buoy-60\.[0-9a-f]{10}\.png$/);
    } finally {
      await changed.remove();
    }
  });
});

describe('sitegen check', () => {
  it('passes a site whose pages show pictures', async () => {
    expect(await checkSite(await readSiteOutput(site.outDir, '/'))).toEqual([]);
  });

  it('reports an image of Markdown or of an image field with no file, one with no alt text, and an original over 5 MB or unreadable, at the file and line', async () => {
    const broken = await copyFixture('gallery');
    try {
      // The images are checked whatever tsc would say of the templates: the check here goes without it.
      await uninstallTypeScript(broken);
      await writeFile(
        join(broken.root, 'content/walks/lost.md'),
        '---\ntitle: Lost\n---\n\nA walk.\n\n![The old lighthouse](/images/lighthouse.png)\n\n![](/images/buoy.png)\n',
      );
      await writeFile(join(broken.root, 'assets/images/camera.jpg'), Buffer.alloc(6 * 1024 * 1024));
      await writeFile(join(broken.root, 'assets/images/sketch.png'), 'not a picture');
      await applyEdits(broken.root, { 'content/site.yaml': replaceLine(/^hero: .*$/m, 'hero: /images/sunrise.jpg') });
      const result = await runSitegen(['check'], broken.root);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        [
          'assets/images/camera.jpg:1: image: is 6 MB; an original may be at most 5 MB',
          'assets/images/sketch.png:1: image: is not an image the pipeline can read (PNG, JPEG, WebP, AVIF, GIF or SVG)',
          'content/site.yaml:4: hero: no file at assets/images/sunrise.jpg',
          'content/walks/lost.md:7: image: no file at assets/images/lighthouse.png',
          'content/walks/lost.md:9: image: /images/buoy.png needs alt text that says what it shows: ![A diagram of ...](/images/buoy.png)',
        ].join('\n'),
      );
      expect(result.stdout).toContain('Check failed: the site does not build (5 problems).');
    } finally {
      await broken.remove();
    }
  });
});

/** A PNG whose first IDAT chunk fails its CRC: its header reads well, its pixels do not. */
function withBadCrc(png: Buffer): Buffer {
  const copy = Buffer.from(png);
  const type = copy.indexOf('IDAT');
  const crc = type + 4 + copy.readUInt32BE(type - 4);
  copy.writeUInt8(copy.readUInt8(crc) ^ 0xff, crc);
  return copy;
}

describe('a broken original', () => {
  it('is named with the reason, with every other broken one and every content error, by build and by check alike', async () => {
    const broken = await copyFixture('gallery');
    try {
      // The images are checked whatever tsc would say of the templates: the check here goes without it.
      await uninstallTypeScript(broken);
      const images = join(broken.root, 'assets/images');
      const png = await readFile(join(images, 'headland.png'));
      const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1d4ed8' } })
        .jpeg()
        .toBuffer();
      await writeFile(join(images, 'empty.png'), '');
      await writeFile(join(images, 'truncated.png'), png.subarray(0, png.length / 2));
      await writeFile(join(images, 'bad-crc.png'), withBadCrc(png));
      await writeFile(join(images, 'truncated.jpg'), jpeg.subarray(0, jpeg.length / 2));
      await writeFile(join(broken.root, 'content/walks/lost.md'), '---\ntitle: Lost\n---\n\n![](/images/buoy.png)\n');
      const problems = [
        'Build failed: 5 content errors.',
        'assets/images/bad-crc.png:1: image: cannot be decoded: vipspng: libpng read error',
        'assets/images/empty.png:1: image: is empty (0 bytes)',
        'assets/images/truncated.jpg:1: image: cannot be decoded: VipsJpeg: premature end of JPEG image',
        'assets/images/truncated.png:1: image: cannot be decoded: vipspng: libpng read error',
        'content/walks/lost.md:5: image: /images/buoy.png needs alt text that says what it shows: ![A diagram of ...](/images/buoy.png)',
      ].join('\n');
      const built = await runSitegen(['build'], broken.root);
      expect(built.code).toBe(1);
      expect(built.stderr.trim()).toBe(problems);
      const checked = await runSitegen(['check'], broken.root);
      expect(checked.code).toBe(1);
      expect(checked.stderr.trim()).toBe(problems);
      expect(checked.stdout).toContain('Check failed: the site does not build (5 problems).');
    } finally {
      await broken.remove();
    }
  });

  it('is named, rather than the failure of the social card drawn from it', async () => {
    const cards = await copyFixture('cards');
    try {
      const estuary = join(cards.root, 'assets/images/estuary.png');
      const png = await readFile(estuary);
      await writeFile(estuary, png.subarray(0, png.length / 2));
      const built = await runSitegen(['build'], cards.root);
      expect(built.code).toBe(1);
      expect(built.stderr.trim()).toBe(
        ['Build failed: 1 content error.', 'assets/images/estuary.png:1: image: cannot be decoded: vipspng: libpng read error'].join('\n'),
      );
    } finally {
      await cards.remove();
    }
  });
});
