import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

interface Project {
  title: string;
  category: string;
}

let sut: SiteUnderTest;
let projects: Project[];
beforeAll(async () => {
  sut = await startSiteUnderTest();
  const content = parse(await readFile(new URL('../../content/pages/portfolio.yaml', import.meta.url), 'utf8')) as { projects: Project[] };
  projects = content.projects;
});
afterAll(() => sut.close());

const categories = ['Healthcare', 'Productivity', 'Fintech', 'Corporate', 'E-commerce'];

describe.each(viewports)('portfolio filter at $width px', (viewport) => {
  it('stands at least 16 px above the first project', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await page.goto(sut.url('/portfolio'));
      const bar = await page.getByRole('group', { name: 'Filter projects by category' }).boundingBox();
      const firstProject = await page.locator('.project').first().boundingBox();
      expect(bar && firstProject && firstProject.y - (bar.y + bar.height)).toBeGreaterThanOrEqual(16);
    });
  });

  it('starts at All, presses the chosen category and shows only its projects', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      await page.goto(sut.url('/portfolio'));
      const filter = page.getByRole('group', { name: 'Filter projects by category' });
      const button = (name: string) => filter.getByRole('button', { name, exact: true });
      const visibleProjects = async () => {
        const visible: string[] = [];
        for (const { title } of projects)
          if (await page.getByRole('heading', { name: title, exact: true }).isVisible()) visible.push(title);
        return visible;
      };
      const pressed = async () => {
        const states: string[] = [];
        for (const name of ['All', ...categories]) if ((await button(name).getAttribute('aria-pressed')) === 'true') states.push(name);
        return states;
      };
      const everyTitle = projects.map(({ title }) => title);

      expect(await filter.getByRole('button').allInnerTexts()).toEqual(['All', ...categories]);
      expect(await pressed()).toEqual(['All']);
      expect(await visibleProjects()).toEqual(everyTitle);
      expect(projects.length).toBe(5);

      for (const category of categories) {
        await button(category).click();
        expect(await pressed()).toEqual([category]);
        const expected = projects.filter((project) => project.category === category).map(({ title }) => title);
        expect(expected.length).toBeGreaterThan(0);
        expect(await visibleProjects(), category).toEqual(expected);
        expect(
          await page
            .getByRole('link', { name: /Visit Website/ })
            .filter({ visible: true })
            .count(),
        ).toBe(expected.length);
      }

      // From the keyboard, too.
      await button('All').press('Enter');
      expect(await pressed()).toEqual(['All']);
      expect(await visibleProjects()).toEqual(everyTitle);
      await button('Fintech').press('Space');
      expect(await pressed()).toEqual(['Fintech']);
      expect(await visibleProjects()).toEqual(projects.filter((project) => project.category === 'Fintech').map(({ title }) => title));
    });
  });
});
