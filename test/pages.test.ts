import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { CheerioAPI } from 'cheerio';
import { type BuiltSite } from './support/built-site.ts';
import { sharedSite } from './support/shared-site.ts';
import { repoRoot } from './support/project.ts';
import { markdownPageRoutes, serviceSlugs, specRoutes } from './routes.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await sharedSite();
});

const texts = ($: CheerioAPI, selector: string) =>
  $(selector)
    .toArray()
    .map((element) => $(element).text().trim());
const hrefs = ($: CheerioAPI, selector: string) =>
  $(selector)
    .toArray()
    .map((element) => $(element).attr('href'));

describe('header', () => {
  it('links Home, the Services dropdown, Staff Augmentation, About, Portfolio, Careers, Contact and Get Quote', async () => {
    const $ = await site.page('/');
    const nav = $('.site-header nav');
    expect(texts($, '.site-header nav .site-nav__list > li > .nav-link')).toEqual([
      'Home',
      'Services',
      'Staff Augmentation',
      'About',
      'Portfolio',
      'Careers',
      'Contact',
    ]);
    // aria-expanded comes with the script, which is what keeps it true.
    expect(nav.find('button[aria-controls]:not([aria-expanded])').text()).toBe('Services');
    const panel = $(`#${nav.find('button').attr('aria-controls')}`);
    expect(hrefs($, `#${panel.attr('id')} a`)).toEqual(serviceSlugs.map((slug) => `/services/${slug}/`));
    expect(
      $('.site-header a')
        .filter((_, element) => $(element).text() === 'Get Quote')
        .attr('href'),
    ).toBe('/contact/');
  });

  it('marks the current route, and only it, with aria-current="page"', async () => {
    for (const route of specRoutes) {
      const $ = await site.page(route);
      const current = hrefs($, '.site-header [aria-current="page"]');
      const expected = route === '/blog' ? [] : [route === '/' ? '/' : `${route}/`];
      expect(current, route).toEqual(expected);
    }
    const $ = await site.page('/services/fhir');
    expect($('.nav-dropdown__toggle').hasClass('is-current')).toBe(true);
  });

  it('has a mobile slide-out panel with the same links, opened by a menu button', async () => {
    const $ = await site.page('/about');
    const opener = $('[data-menu-open]');
    expect(opener.attr('aria-controls')).toBe('mobile-menu');
    expect(opener.text()).toBe('Open menu');
    const panel = $('#mobile-menu');
    expect(panel.find('[data-menu-close]').text()).toContain('Close menu');
    const links = panel
      .find('nav a')
      .toArray()
      .map((element) => $(element).attr('href'));
    for (const href of [
      '/',
      '/staff-augmentation/',
      '/about/',
      '/portfolio/',
      '/careers/',
      '/contact/',
      ...serviceSlugs.map((slug) => `/services/${slug}/`),
    ]) {
      expect(links).toContain(href);
    }
    expect(panel.find('nav a[aria-current="page"]').attr('href')).toBe('/about/');
  });
});

describe('footer', () => {
  it('has six service links, the company links, socials in new tabs, contact details and three offices', async () => {
    const $ = await site.page('/');
    const footer = $('footer.site-footer');
    expect(footer.find('nav').first().find('a')).toHaveLength(6);
    const links = footer
      .find('a')
      .toArray()
      .map((element) => ({ text: $(element).text(), href: $(element).attr('href') }));
    expect(links).toEqual(
      expect.arrayContaining([
        { text: 'About Us', href: '/about/' },
        { text: 'Portfolio', href: '/portfolio/' },
        { text: 'Staff Augmentation', href: '/staff-augmentation/' },
        { text: 'Careers', href: '/careers/' },
        { text: 'Blog', href: '/blog/' },
      ]),
    );
    const socials = footer.find('.socials a');
    expect(socials.length).toBeGreaterThan(0);
    socials.each((_, element) => {
      expect($(element).attr('target')).toBe('_blank');
      expect($(element).attr('rel')).toBe('noopener');
    });
    expect(footer.find('a[href^="mailto:"]')).toHaveLength(1);
    expect(footer.find('a[href^="tel:"]')).toHaveLength(1);
    expect(texts($, 'footer .site-footer__offices strong')).toEqual(['Bangalore HQ', 'Ahmedabad', 'Delaware USA']);
  });
});

describe('home', () => {
  it('has the hero actions, stats, four service cards, badges, reasons, a 5.0 testimonial and the calls to action', async () => {
    const $ = await site.page('/');
    expect(hrefs($, '.hero .button')).toEqual(['/contact/', '/portfolio/']);
    expect(texts($, '.hero .button')).toEqual(['Get Started', 'View Our Work']);
    expect($('.stats .stat').length).toBeGreaterThanOrEqual(4);
    expect(texts($, '.stat__value')).toEqual(expect.arrayContaining(['150+', '50+']));
    const cards = hrefs($, 'section[aria-labelledby="services-title"] .card__link');
    expect(cards).toHaveLength(4);
    for (const href of cards) expect(href).toMatch(/^\/(services\/[a-z-]+|staff-augmentation)\/$/);
    expect($('#technologies-title').parent().parent().find('.badge').length).toBeGreaterThan(5);
    expect($('#reasons-title').parent().parent().find('.card').length).toBeGreaterThan(2);
    expect($('.testimonial__score').text()).toBe('5.0');
    expect(hrefs($, '.cta .button')).toEqual(expect.arrayContaining(['/contact/', '/staff-augmentation/']));
  });
});

describe('testimonial', () => {
  it('fills as many stars as its rating, and says the rating in words', async () => {
    const $ = await site.page('/');
    const { rating } = (parse(await readFile(join(repoRoot, 'content/pages/home.yaml'), 'utf8')) as { testimonial: { rating: number } })
      .testimonial;
    const fills = $('.testimonial .star-rating__star')
      .toArray()
      .map((star) => Number($(star).attr('data-fill')));
    expect(fills).toHaveLength(5);
    expect(fills.reduce((sum, fill) => sum + fill, 0)).toBe(rating);
    expect($('.testimonial .star-rating__filled')).toHaveLength(Math.ceil(rating));
    expect($('.testimonial__rating .visually-hidden').text()).toBe(`Rated ${rating.toFixed(1)} out of 5`);
  });
});

describe('about', () => {
  it('tells the story with milestones, mission, vision, four values, three founders and three offices', async () => {
    const $ = await site.page('/about');
    expect(texts($, '.timeline__date')).toEqual(['Sept 2022', '2023', '2024', 'Present']);
    expect($('.panel__title').length).toBe(2);
    expect($('#values-title').parent().parent().find('.card')).toHaveLength(4);
    const founders = $('.person');
    expect(founders).toHaveLength(3);
    founders.each((_, element) => {
      expect($(element).find('.person__role').text()).not.toBe('');
      expect($(element).find('.person__experience').text()).toMatch(/\d\+ years/);
    });
    expect(texts($, '.office__title')).toEqual(['Bangalore HQ', 'Ahmedabad', 'Delaware USA']);
    expect(texts($, '.office__type')).toEqual(['Main Office', 'Branch Office', 'US Office']);
  });
});

describe('portfolio', () => {
  it('shows five projects with external Visit Website links and the category filter starting at All', async () => {
    const $ = await site.page('/portfolio');
    expect(texts($, '[data-portfolio-filter] button')).toEqual(['All', 'Healthcare', 'Productivity', 'Fintech', 'Corporate', 'E-commerce']);
    expect(texts($, '[data-portfolio-filter] [aria-pressed="true"]')).toEqual(['All']);
    const projects = $('.project');
    expect(projects).toHaveLength(5);
    projects.each((_, element) => {
      const visit = $(element).find('a.project__visit');
      expect(visit.text()).toContain('Visit Website');
      expect(visit.attr('href')).toMatch(/^https:\/\//);
      expect(visit.attr('target')).toBe('_blank');
      expect($(element).attr('data-category')).toMatch(/^(Healthcare|Productivity|Fintech|Corporate|E-commerce)$/);
    });
    expect($('.tech-group').length).toBeGreaterThan(1);
  });
});

describe('headline claims', () => {
  it('shows every claim of the spec in the stats strips of the home and portfolio pages, and the founding in the milestones', async () => {
    const shown = new Set<string>();
    for (const path of ['/', '/portfolio']) {
      const $ = await site.page(path);
      $('.stats .stat').each(
        (_, element) => void shown.add(`${$(element).find('.stat__value').text()} ${$(element).find('.stat__label').text()}`),
      );
    }
    expect([...shown].sort()).toEqual(
      [
        '150+ Projects delivered',
        '50+ Clients served',
        '15+ Large-scale projects',
        '5 Industries',
        '13+ Years of combined experience',
        '24/7 Production support',
      ].sort(),
    );
    const about = await site.page('/about');
    expect(about('.timeline__item').first().text()).toMatch(/^Sept 2022Incorporated/);
  });
});

describe('staff augmentation', () => {
  it('has benefits, six talent profiles, four steps, three engagement models and Schedule Consultation to /contact', async () => {
    const $ = await site.page('/staff-augmentation');
    expect($('#benefits-title').parent().parent().find('.card').length).toBeGreaterThan(2);
    expect($('.profile')).toHaveLength(6);
    for (const availability of texts($, '.profile__availability')) expect(['Immediate', '1-2 weeks', '2-3 weeks']).toContain(availability);
    expect($('.step')).toHaveLength(4);
    expect($('.plan')).toHaveLength(3);
    expect($('.plan--popular .plan__duration').text()).toContain('6+ months');
    const consult = $('a').filter((_, element) => $(element).text() === 'Schedule Consultation');
    expect(consult.attr('href')).toBe('/contact/');
  });
});

describe('contact', () => {
  it('has the inquiry form with the spec labels, types and rules, posting to the endpoint', async () => {
    const $ = await site.page('/contact');
    const form = $('form[data-inquiry-form]');
    expect(form.attr('method')).toBe('post');
    expect(form.attr('action')).toBe('/api/inquiry');
    const shownLabels = $('form[data-inquiry-form] label').filter((_, element) => $(element).closest('[aria-hidden="true"]').length === 0);
    expect(shownLabels.toArray().map((element) => $(element).text())).toEqual(['Full Name *', 'Email Address *', 'Project Details *']);
    // The trap for bots: hidden from people and assistive technology, out of the tab order.
    const trap = form.find('input[name="website"]');
    expect(trap.closest('[aria-hidden="true"]')).toHaveLength(1);
    expect(trap.attr('tabindex')).toBe('-1');
    expect(form.find('#inquiry-email').attr('type')).toBe('email');
    expect(form.find('textarea').attr('rows')).toBe('5');
    expect(form.find('[required]')).toHaveLength(3);
    expect(form.attr('data-submitting-label')).toBe('Sending...');
    expect(form.attr('data-success-message')).toBe("Thank you! We'll get back to you within 24 hours.");
    expect(form.attr('data-failure-message')).toBe('Something went wrong. Please try again.');
  });

  it('promises replies, lists contact cards, offices and four FAQs', async () => {
    const $ = await site.page('/contact');
    const text = $('main').text();
    expect(text).toContain('within 2 hours');
    expect(text).toContain('24 hours');
    expect(text).toContain('Mon-Fri 9am-6pm IST');
    expect($('.contact-card')).toHaveLength(3);
    expect($('.office')).toHaveLength(3);
    expect($('details.faq')).toHaveLength(4);
    expect($('details.faq').text()).toContain('1-2 weeks');
  });
});

describe('careers', () => {
  it('says there are currently no open positions', async () => {
    const $ = await site.page('/careers');
    expect($('.openings__text').text()).toMatch(/no open positions/i);
  });
});

describe('service pages', () => {
  it('each has a hero, checked offerings, technology badges and calls to action to /contact and /portfolio', async () => {
    for (const slug of serviceSlugs) {
      const $ = await site.page(`/services/${slug}`);
      expect($('.hero h1').text(), slug).not.toBe('');
      expect($('.check-list__item').length, slug).toBeGreaterThan(3);
      expect($('.check-list__item svg').length, slug).toBe($('.check-list__item').length);
      expect($('.service-overview .badge').length, slug).toBeGreaterThan(2);
      const links = hrefs($, 'main a.button');
      expect(links, slug).toContain('/contact/');
      expect(links, slug).toContain('/portfolio/');
    }
  });

  it("names in its h1 the service as site.yaml's services list names it", async () => {
    const { services } = parse(await readFile(join(repoRoot, 'content/site.yaml'), 'utf8')) as {
      services: { title: string; href: string }[];
    };
    expect(services.map((service) => service.href)).toEqual(serviceSlugs.map((slug) => `/services/${slug}`));
    for (const { title, href } of services) {
      const $ = await site.page(href);
      expect($('h1').text().toLowerCase(), href).toContain(title.toLowerCase());
    }
  });

  it('adds the feature grid, the extra section and Schedule Consultation on the six full pages only', async () => {
    for (const slug of serviceSlugs) {
      const $ = await site.page(`/services/${slug}`);
      const full = !['rest-api', 'snomed', 'hms'].includes(slug);
      expect($('#features-title').length, slug).toBe(full ? 1 : 0);
      expect($('#process-title, #microservices-title, #approach-title, #use-cases-title').length, slug).toBe(full ? 1 : 0);
      if (full) expect(texts($, 'main a.button'), slug).toContain('Schedule Consultation');
      else expect(texts($, 'main a.button'), slug).not.toContain('Schedule Consultation');
    }
    const hms = await site.page('/services/hms');
    expect(hms('main').text()).toMatch(/role-based access/i);
  });
});

describe("the site's claims", () => {
  const years = (text: string) => Number(/(\d+)\+ years/.exec(text)?.[1]);

  it("add up: the founders' own years make the combined experience the spec claims, and their bios stay within them", async () => {
    const about = await site.page('/about');
    const founders = about('.person')
      .toArray()
      .map((element) => ({
        name: about(element).find('.card__title').text(),
        years: years(about(element).find('.person__experience').text()),
      }));
    expect(founders.reduce((sum, founder) => sum + founder.years, 0)).toBe(13);
    expect(about('main').text()).toContain('13+ years of combined experience');
    for (const founder of founders) {
      const slug = founder.name.toLowerCase().replaceAll(' ', '-');
      const author = await site.page(`/blog/author/${slug}`);
      const claimed = /more than (\w+) years/.exec(author('.hero__lead').text())?.[1];
      expect(claimed, founder.name).toBe(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'][founder.years]);
    }
  });

  it('agree on the founding: September 2022 in the story, the milestones, the description and the home page', async () => {
    const about = await site.page('/about');
    expect(about('meta[name="description"]').attr('content')).toContain('September 2022');
    expect(about('.timeline__date').first().text()).toBe('Sept 2022');
    expect(about('main').text()).toContain('In September 2022');
    expect((await site.page('/'))('.hero__eyebrow').text()).toContain('2022');
  });

  it("agree on the founding and the founders' years: none has less experience than the company's age when the about page was revised", async () => {
    const about = await site.page('/about');
    const founded = /^Sept (\d{4})$/.exec(about('.timeline__date').first().text());
    const revised = /<loc>[^<]*\/about\/<\/loc><lastmod>(\d{4})-(\d{2})/.exec(await site.read('sitemap.xml'));
    // Founded in September: a whole year more once the revision's month is past August.
    const age = Number(revised?.[1]) - Number(founded?.[1]) - (Number(revised?.[2]) >= 9 ? 0 : 1);
    expect(age).toBeGreaterThan(0);
    const experience = about('.person__experience')
      .toArray()
      .map((element) => years(about(element).text()));
    expect(experience).toHaveLength(3);
    for (const founderYears of experience) expect(founderYears).toBeGreaterThanOrEqual(age);
  });

  it('agree on the hours: the footer of every page and the contact page give the spec phone and business hours', async () => {
    for (const path of ['/', '/contact', '/blog']) {
      expect((await site.page(path))('.site-footer').text(), path).toContain('Mon-Fri 9am-6pm IST');
    }
    const contact = (await site.page('/contact'))('main').text();
    for (const hours of ['Mon-Fri 9am-6pm IST', 'Monday - Friday', '9:00 - 18:00 IST', 'Saturday', '10:00 - 14:00 IST'])
      expect(contact, hours).toContain(hours);
  });

  it("agree on the hours: the phone lines' hours fall within the business hours, and are named the phone's wherever they are shown alone", async () => {
    const contact = await site.page('/contact');
    const business = contact('.hours > div')
      .toArray()
      .map((element) => ({ days: dayRange(contact(element).find('dt').text()), time: timeRange(contact(element).find('dd').text()) }));
    const phoneHours = contact('.contact-card')
      .filter((_, element) => contact(element).find('a[href^="tel:"]').length === 1)
      .find('p')
      .text();
    const phone = { days: dayRange(phoneHours), time: timeRange(phoneHours) };
    expect(phone.days.length).toBeGreaterThan(0);
    for (const day of phone.days) {
      const open = business.find((entry) => entry.days.includes(day));
      expect(open, weekdays[day]).toBeDefined();
      expect(open?.time[0], weekdays[day]).toBeLessThanOrEqual(phone.time[0] ?? Number.NaN);
      expect(open?.time[1], weekdays[day]).toBeGreaterThanOrEqual(phone.time[1] ?? Number.NaN);
    }
    // The office opens on a day the phone lines do not, so hours shown beside the number alone must say whose they are.
    expect(business.some((entry) => entry.days.some((day) => !phone.days.includes(day)))).toBe(true);
    expect(phoneHours).toMatch(/^Phone lines /);
    for (const path of ['/', '/contact', '/blog']) {
      const $ = await site.page(path);
      expect(
        texts($, '.site-footer li').filter((text) => text.includes(phoneHours.replace(/^Phone lines /, ''))),
        path,
      ).toEqual([phoneHours]);
    }
  });

  it("agree on the replies: 2 hours to confirm a message in business hours, and the form's 24 hours to answer an inquiry", async () => {
    const contact = await site.page('/contact');
    const formHours = /within (\d+) hours/.exec(contact('form[data-inquiry-form]').attr('data-success-message') ?? '')?.[1];
    expect(formHours).toBe('24');
    const promises = texts(contact, '.contact-aside .card__text').flatMap((text) => text.split(/(?<=\.) /));
    const within = promises.filter((sentence) => /within \d+ hours/.test(sentence));
    expect(within).toHaveLength(2);
    expect(within.find((sentence) => sentence.includes('within 2 hours'))).toMatch(/business hours/);
    expect(within.find((sentence) => sentence.includes(`within ${formHours} hours`))).toMatch(/inquiry/);
    const privacy = (await site.page('/privacy'))('main').text();
    expect([...privacy.matchAll(/within (\d+) hours/g)].map((match) => match[1])).toEqual([formHours]);
  });

  it("never call the portfolio's projects live, and say that the addresses of its links are placeholders", async () => {
    for (const path of [...specRoutes, ...markdownPageRoutes])
      expect((await site.page(path))('main').text(), path).not.toMatch(/\b(?:is|are) live\b/i);
    const $ = await site.page('/portfolio');
    const hosts = $('a.project__visit')
      .toArray()
      .map((element) => new URL($(element).attr('href') ?? '').hostname);
    expect(hosts).toHaveLength(5);
    // .example is reserved (RFC 2606): no such address is ever a live site.
    expect(hosts.every((host) => host.endsWith('.example'))).toBe(true);
    expect($('.hero__lead').text()).toMatch(/placeholders ending in \.example, not the clients' live sites/);
  });
});

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The days a text such as `Mon-Fri 9am-6pm` or `Saturday` names, as indexes into weekdays. */
function dayRange(text: string): number[] {
  const day = (name: string | undefined) => weekdays.findIndex((weekday) => name !== undefined && weekday.startsWith(name));
  const [, first, last] = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*(?:\s*-\s*(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*)?/.exec(text) ?? [];
  const from = day(first);
  const to = last === undefined ? from : day(last);
  return from < 0 ? [] : weekdays.map((_, index) => index).filter((index) => index >= from && index <= to);
}

/** `9am-6pm` or `9:00 - 18:00` as minutes from midnight: [opens, closes]. */
function timeRange(text: string): number[] {
  const twelve = /(\d{1,2})(am|pm)\s*-\s*(\d{1,2})(am|pm)/.exec(text);
  if (twelve)
    return [
      [twelve[1], twelve[2]],
      [twelve[3], twelve[4]],
    ].map(([hour, half]) => ((Number(hour) % 12) + (half === 'pm' ? 12 : 0)) * 60);
  const clock = /(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})/.exec(text);
  return clock ? [Number(clock[1]) * 60 + Number(clock[2]), Number(clock[3]) * 60 + Number(clock[4])] : [];
}
