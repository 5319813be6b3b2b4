import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { redirectLocationOf, redirectPageHtml, type RedirectPage } from './redirect-page.ts';

const page: RedirectPage = {
  language: 'de',
  title: 'Diese Seite ist umgezogen',
  linkText: 'Zur neuen Adresse',
  location: '/docs/notes/new-name/',
  canonical: 'https://example.com/docs/notes/new-name/',
};

describe('a redirect page', () => {
  it('sends browsers on at once, names the new address as canonical, stays out of search, and links it', () => {
    const $ = cheerio.load(redirectPageHtml(page));
    expect($('html').attr('lang')).toBe('de');
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/docs/notes/new-name/');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://example.com/docs/notes/new-name/');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('title').text()).toBe('Diese Seite ist umgezogen');
    expect($('h1').text()).toBe('Diese Seite ist umgezogen');
    expect($('main a').attr('href')).toBe('/docs/notes/new-name/');
    expect($('main a').text()).toBe('Zur neuen Adresse');
  });

  it('gives the site’s words to readers as text, never as markup', () => {
    const hostile = { ...page, title: 'Moved <script>alert(1)</script>', linkText: 'Go "there" & back' };
    const $ = cheerio.load(redirectPageHtml(hostile));
    expect($('script')).toHaveLength(0);
    expect($('title').text()).toBe(hostile.title);
    expect($('main a').text()).toBe(hostile.linkText);
  });

  it('is known again by its markup, with the address it leads to', () => {
    expect(redirectLocationOf(redirectPageHtml(page))).toBe('/docs/notes/new-name/');
    expect(redirectLocationOf(redirectPageHtml({ ...page, location: "/notes/rock'n'roll/" }))).toBe("/notes/rock'n'roll/");
    expect(redirectLocationOf('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>A page</title>')).toBeUndefined();
  });
});
