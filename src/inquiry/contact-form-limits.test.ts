import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '../../templates/pages/ContactPage.tsx';
import { SiteProvider } from '../../templates/site-context.tsx';
import { loadSite } from '../site/load-site.ts';
import { inquiryFieldLimits } from './field-limits.ts';

describe('the contact form and the inquiry handler', () => {
  it('bound each field in the browser exactly where the handler does', async () => {
    const identity = (path: string) => path;
    const { config, pages } = await loadSite(join(import.meta.dirname, '../../content'), { link: identity });
    const site = { config, currentPath: '/contact', link: identity, absolute: identity, withBase: identity };
    const $ = cheerio.load(renderToStaticMarkup(createElement(SiteProvider, { value: site }, createElement(ContactPage, { content: pages.contact }))));
    const maxLength = (name: string) => Number($(`form[data-inquiry-form] [name="${name}"]`).attr('maxlength'));
    expect({ name: maxLength('name'), email: maxLength('email'), message: maxLength('message') }).toEqual(inquiryFieldLimits);
  });
});
