import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { categoryIds, summarizeResult, type PageSummary } from './lighthouse-summary.ts';

/** Debian's chromium, as in the browser tests. */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium keeps calling Google's services: this machine is offline, and those requests must not exist.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRunner {
  /** Audits one page at Lighthouse's default settings: a mobile device, simulated slow 4G and a 4x slower CPU. */
  audit(url: string): Promise<PageSummary>;
  close(): Promise<void>;
}

export async function startLighthouse(): Promise<LighthouseRunner> {
  // chrome-launcher crashes the process, past any catch, when the executable is missing: check first.
  await access(chromePath, constants.X_OK).catch(() => {
    throw new Error(`no Chromium at ${chromePath}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  });
  const chrome: LaunchedChrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  return {
    async audit(url) {
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categoryIds] });
      if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
      if (run.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${run.lhr.runtimeError.message}`);
      return summarizeResult(run.lhr, new URL(url).origin);
    },
    close: async () => {
      chrome.kill();
    },
  };
}
