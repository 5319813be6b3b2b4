import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { openPage, viewports, withPage } from './support/browser.ts';
import { startSiteUnderTest, type SiteUnderTest } from './support/site-under-test.ts';

const inquiry = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need a FHIR integration by spring.' };
const success = "Thank you! We'll get back to you within 24 hours.";
const failure = 'Something went wrong. Please try again.';

let sut: SiteUnderTest;
beforeAll(async () => {
  sut = await startSiteUnderTest();
});
afterAll(() => sut.close());

const liveRegion = (page: Page) => page.locator('[aria-live="polite"]');
const fields = (page: Page) => ({
  name: page.getByLabel('Full Name *'),
  email: page.getByLabel('Email Address *'),
  message: page.getByLabel('Project Details *'),
});

async function fillInquiry(page: Page, values: Partial<typeof inquiry> = inquiry): Promise<void> {
  const inputs = fields(page);
  for (const key of ['name', 'email', 'message'] as const) await inputs[key].fill(values[key] ?? '');
}

async function fieldValues(page: Page): Promise<typeof inquiry> {
  const inputs = fields(page);
  return { name: await inputs.name.inputValue(), email: await inputs.email.inputValue(), message: await inputs.message.inputValue() };
}

/** Every request the page sends to the inquiry endpoint, answered by `answer`. */
async function interceptInquiries(page: Page, answer: (route: Route) => Promise<void>): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('**/api/inquiry', async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

function expectJsonInquiry(request: Request | undefined): void {
  expect(request?.method()).toBe('POST');
  expect(new URL(request!.url()).pathname).toBe('/api/inquiry');
  expect(request!.headers()['content-type']).toMatch(/^application\/json\b/);
  expect(request!.postDataJSON()).toEqual(inquiry);
}

describe.each(viewports)('contact form at $width px', (viewport) => {
  it('sends the inquiry as JSON, shows Sending... while waiting, then thanks the visitor and clears the fields', async () => {
    await withPage(sut.browser, viewport, async (page) => {
      let respond = () => {};
      const answered = new Promise<void>((resolve) => (respond = resolve));
      const requests = await interceptInquiries(page, async (route) => {
        await answered;
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
      });
      await page.goto(sut.url('/contact'));
      await fillInquiry(page);
      await page.getByRole('button', { name: 'Send Message' }).click();

      const sending = page.getByRole('button', { name: 'Sending...' });
      await expect.poll(() => sending.isDisabled()).toBe(true);
      await expect.poll(() => requests.length).toBe(1);
      expectJsonInquiry(requests[0]);

      respond();
      await expect.poll(() => liveRegion(page).getByText(success).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
      expect(await fieldValues(page)).toEqual({ name: '', email: '', message: '' });
      expect(await dominantColour(liveRegion(page).locator('> *').first())).toBe('green');
    });
  });

  it('keeps the fields and shows a red error when the inquiry is rejected or the network fails', async () => {
    const { page, errors, close } = await openPage(sut.browser, viewport);
    try {
      const answers = [(route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), (route: Route) => route.abort()];
      const requests = await interceptInquiries(page, (route) => answers[requests.length - 1]!(route));
      await page.goto(sut.url('/contact'));
      await fillInquiry(page);
      const submit = page.getByRole('button', { name: 'Send Message' });

      for (const attempt of [1, 2]) {
        // Once by mouse, once by keyboard; either way focus ends where it was, on the button.
        if (attempt === 1) await submit.click();
        else await submit.press('Enter');
        await expect.poll(() => liveRegion(page).getByText(failure).count()).toBe(attempt);
        expect(requests).toHaveLength(attempt);
        expectJsonInquiry(requests[attempt - 1]);
        expect(await dominantColour(liveRegion(page).locator('> *').last())).toBe('red');
        expect(await submit.isEnabled()).toBe(true);
        expect(await submit.evaluate((button) => button === document.activeElement)).toBe(true);
        expect(await fieldValues(page)).toEqual(inquiry);
      }
    } finally {
      await close();
    }
    // The browser itself reports the failed requests; the page adds nothing.
    expect(errors).toEqual([expect.stringMatching(/status of 500/), expect.stringMatching(/net::ERR_FAILED/)]);
  });

  it('lets the browser refuse missing fields and a malformed email before anything is sent', async () => {
    const { page, errors, close } = await openPage(sut.browser, viewport);
    try {
      const requests = await interceptInquiries(page, (route) => route.fulfill({ status: 200 }));
      await page.goto(sut.url('/contact'));
      const submit = page.getByRole('button', { name: 'Send Message' });
      const { name, email } = fields(page);

      await submit.click();
      expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await fillInquiry(page, { ...inquiry, email: 'ada-at-example' });
      await email.press('Enter');
      await submit.click();
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);

      expect(requests).toEqual([]);
      expect(await liveRegion(page).locator('> *').count()).toBe(0);
    } finally {
      await close();
    }
    expect(errors).toEqual([]);
  });

  it('still posts as a normal form without JavaScript, and shows the result the handler redirects to', async () => {
    await withPage(
      sut.browser,
      viewport,
      async (page) => {
        const requests = await interceptInquiries(page, (route) =>
          route.fulfill({ status: 303, headers: { location: sut.url('/contact') + '#inquiry-sent' } }),
        );
        await page.goto(sut.url('/contact'));
        expect(await page.getByText(success).isVisible()).toBe(false);
        await fillInquiry(page);
        await Promise.all([page.waitForURL(/#inquiry-sent$/), page.getByRole('button', { name: 'Send Message' }).click()]);

        expect(requests).toHaveLength(1);
        const request = requests[0]!;
        expect(request.method()).toBe('POST');
        expect(new URL(request.url()).pathname).toBe('/api/inquiry');
        expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
        // The hidden trap field goes along empty, as it does from every person's browser.
        expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual({ ...inquiry, website: '' });
        expect(await page.getByText(success).isVisible()).toBe(true);
        expect(await page.getByText(failure).isVisible()).toBe(false);
      },
      { javaScriptEnabled: false },
    );
  });
});

/** Which of red, green or blue dominates an element's background. */
async function dominantColour(locator: ReturnType<Page['locator']>): Promise<string> {
  const background = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 0, green = 0, blue = 0] = background.match(/\d+/g)!.map(Number);
  const top = Math.max(red, green, blue);
  return top === green ? 'green' : top === red ? 'red' : 'blue';
}
