import type { Page } from 'playwright-core';

/** The layout shifts the page has had since it started loading, summed as CLS sums them (none from input here). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, within a frame or two.
        setTimeout(() => resolve(total), 150);
      }),
  );
}
