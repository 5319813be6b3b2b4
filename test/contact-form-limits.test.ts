import * as cheerio from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inquiryFieldLimits } from '../templates/functions/inquiry/field-limits.ts';
import { ContactPage } from '../templates/pages/ContactPage.tsx';
import { SiteProvider } from '../templates/site-context.tsx';
import { loadSiteContent } from './support/site-content.ts';

describe('the contact form and the inquiry handler', () => {
  it('bound each field in the browser exactly where the handler does', async () => {
    const identity = (path: string) => path;
    const content = await loadSiteContent();
    const site = { config: content.site, currentPath: '/contact', link: identity, absolute: identity };
    const page = createElement(ContactPage, { content: content.contact, inquiryAction: '/form-action' });
    const $ = cheerio.load(renderToStaticMarkup(createElement(SiteProvider, { value: site }, page)));
    const maxLength = (name: string) => Number($(`form[data-inquiry-form] [name="${name}"]`).attr('maxlength'));
    expect({ name: maxLength('name'), email: maxLength('email'), message: maxLength('message') }).toEqual(inquiryFieldLimits);
  });
});
