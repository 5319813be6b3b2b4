import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import { parse } from 'yaml';
import { type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';
import { serviceSlugs } from './routes.ts';

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

  it('gives each service page a scene of its own, the motif its content names', async () => {
    const motifOf = async (route: string) => (await site.page(route))('.hero__art').attr('data-motif');
    expect(await motifOf('/services/java')).toBe('code');
    expect(await motifOf('/services/reactjs')).toBe('interface');
    expect(await motifOf('/services/fhir')).toBe('health');
    expect(await motifOf('/services/cybersecurity')).toBe('security');
    // Nine services, nine scenes: no two service pages open on the same picture.
    const motifs = await Promise.all(serviceSlugs.map((slug) => motifOf(`/services/${slug}`)));
    expect(new Set(motifs).size).toBe(serviceSlugs.length);
  });

  it('opens each kind of page on a composition of its own, the service pages on one family', async () => {
    const compositionOf = async (route: string) => (await site.page(route))('.hero__art').attr('data-composition');
    const kinds = ['/', '/about', '/careers', '/staff-augmentation', '/portfolio', '/contact', '/blog', '/services/java'];
    const compositions = await Promise.all(kinds.map(compositionOf));
    expect(compositions.every((composition) => composition !== undefined)).toBe(true);
    expect(new Set(compositions).size).toBe(kinds.length);
    const services = await Promise.all(serviceSlugs.map((slug) => compositionOf(`/services/${slug}`)));
    expect(new Set(services)).toEqual(new Set(['service']));
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

describe('portraits', () => {
  /** How a portrait is drawn: its classes (tone, skin, hair colour) without the placement's own, and its hair. */
  const drawing = (svg: Cheerio<Element>) => ({
    classes: (svg.attr('class') ?? '').split(' ').filter((name) => !name.includes('__')),
    hair: svg.attr('data-hair'),
  });

  it('shows each founder on the about page with an illustrated portrait named for them', async () => {
    const about = await readYaml<{ founders: { people: { name: string }[] } }>('content/pages/about.yaml');
    const $ = await site.page('/about');
    const people = $('.person');
    expect(people.length).toBe(about.founders.people.length);
    about.founders.people.forEach(({ name }, index) => {
      const portrait = people.eq(index).find('svg.portrait');
      expect(portrait.attr('role'), name).toBe('img');
      expect(portrait.attr('aria-label')).toBe(`Portrait of ${name}`);
      expect([portrait.attr('viewBox'), portrait.attr('width'), portrait.attr('height')]).toEqual(['0 0 96 96', '88', '88']);
    });
    expect($('.person__initials').length).toBe(0);
  });

  it('draws the same face for a founder on the about page, beside their articles and on their author page', async () => {
    const about = await site.page('/about');
    const author = await site.page('/blog/author/ananya-desai');
    const founder = about('.person').filter((_, element) => about(element).find('.card__title').text() === 'Ananya Desai');
    const onAbout = drawing(founder.find('svg.portrait'));
    expect(onAbout.hair).toBe('long');
    expect(drawing(author('.hero svg.portrait'))).toEqual(onAbout);
    expect(author('.hero svg.portrait').attr('aria-label')).toBe('Portrait of Ananya Desai');
  });

  it('shows the client beside the home page’s testimonial, decorative as the caption names her', async () => {
    const $ = await site.page('/');
    const portrait = $('.testimonial__author > svg.portrait');
    expect(portrait.attr('aria-hidden')).toBe('true');
    expect(portrait.next('strong').text()).toBe('Meera Kulkarni');
    expect(portrait.attr('data-hair')).toBe('bun');
  });

  it('puts the author’s portrait in every article’s author box', async () => {
    const articles = site.htmlFiles.filter((file) => /^blog\/(?!category\/|author\/|page\/)[a-z0-9-]+\/index\.html$/.test(file));
    expect(articles.length).toBeGreaterThan(10);
    for (const file of articles) {
      const $ = await site.page(file);
      const name = $('.author-box__name').text();
      const portrait = $('.author-box svg.portrait');
      expect(portrait.attr('role'), file).toBe('img');
      expect(portrait.attr('aria-label'), file).toBe(`Portrait of ${name}`);
    }
  });
});
