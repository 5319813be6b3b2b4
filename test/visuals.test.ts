import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await sharedSite();
});

const readYaml = async <Shape>(path: string) => parse(await readFile(new URL(`../${path}`, import.meta.url), 'utf8')) as Shape;

describe('hero illustrations', () => {
  it('draws the home hero’s illustration beside its text, decorative and with its space reserved', async () => {
    const $ = await site.page('/');
    const art = $('.hero .hero__art');
    expect(art.length).toBe(1);
    expect(art.attr('data-motif')).toBe('platform');
    expect(art.attr('aria-hidden')).toBe('true');
    expect(art.attr('focusable')).toBe('false');
    expect(art.attr('viewBox')).toBe('0 0 520 440');
    expect([art.attr('width'), art.attr('height')]).toEqual(['520', '440']);
    expect($('.hero').hasClass('hero--art')).toBe(true);
    expect(art.prev('.hero__text').find('h1').length).toBe(1);
  });

  it('gives each service page the motif its content names', async () => {
    const motifOf = async (route: string) => (await site.page(route))('.hero__art').attr('data-motif');
    expect(await motifOf('/services/java')).toBe('code');
    expect(await motifOf('/services/reactjs')).toBe('interface');
    expect(await motifOf('/services/fhir')).toBe('health');
    expect(await motifOf('/services/cybersecurity')).toBe('security');
  });
});

describe('project previews', () => {
  it('shows every project of the portfolio with a preview of its own site, at its domain', async () => {
    const { projects } = await readYaml<{ projects: { title: string; domain: string }[] }>('content/pages/portfolio.yaml');
    const $ = await site.page('/portfolio');
    const cards = $('.project-grid > .project');
    expect(cards.length).toBe(projects.length);
    projects.forEach((project, index) => {
      const card = cards.eq(index);
      expect(card.find('.project__title').text()).toBe(project.title);
      const preview = card.find('.project__preview > svg');
      expect(preview.length, project.title).toBe(1);
      expect(preview.attr('aria-hidden')).toBe('true');
      expect(preview.attr('focusable')).toBe('false');
      expect([preview.attr('viewBox'), preview.attr('width'), preview.attr('height')]).toEqual(['0 0 320 180', '320', '180']);
      expect(preview.find('.preview__domain').text()).toBe(project.domain);
    });
    // Each category is sketched as its kind of site.
    expect(cards.toArray().map((card) => $(card).find('.project__preview').attr('data-layout'))).toEqual([
      'dashboard',
      'board',
      'finance',
      'landing',
      'shop',
    ]);
  });
});

describe('every SVG on every page', () => {
  it('is either decorative (hidden, not focusable) or an image with a name', async () => {
    const problems: string[] = [];
    for (const file of site.htmlFiles) {
      const $ = await site.page(file);
      $('svg').each((_, element) => {
        const svg = $(element);
        const decorative = svg.attr('aria-hidden') === 'true' && svg.attr('focusable') === 'false';
        const named = svg.attr('role') === 'img' && (svg.attr('aria-label') ?? '').trim() !== '';
        if (!decorative && !named) problems.push(`${file}: <svg class="${svg.attr('class') ?? ''}">`);
      });
    }
    expect(site.htmlFiles.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
