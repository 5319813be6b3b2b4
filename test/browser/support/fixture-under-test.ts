import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildProject, copyFixture, type FixtureName } from '../../support/fixture-project.ts';
import type { TempProject } from '../../support/project.ts';
import { launchBrowser } from './browser.ts';
import { startStaticHost, type StaticHost } from './static-host.ts';

export interface FixtureUnderTest {
  readonly project: TempProject;
  readonly host: StaticHost;
  readonly browser: Browser;
  /** The absolute URL of a site path (`/walks/cliff-path/`). */
  url(path: string): string;
  close(): Promise<void>;
}

/** A copy of a fixture site, built, served like a static host, and Chromium started beside it: once per test file. */
export async function startFixtureUnderTest(name: FixtureName): Promise<FixtureUnderTest> {
  const project = await copyFixture(name);
  const [browser] = await Promise.all([launchBrowser(), buildProject(project)]);
  const host = await startStaticHost(join(project.root, 'dist'));
  return {
    project,
    host,
    browser,
    url: (path) => new URL(path, host.url).href,
    async close() {
      await browser.close();
      await host.close();
      await project.remove();
    },
  };
}
