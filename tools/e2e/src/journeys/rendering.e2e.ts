import { describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, LANGS, PHONE } from '../support/browser';
import { TEXTS } from '../support/texts';

/** Layout shifts of the whole visit, summed as Chromium reports them (none caused by input). */
const OBSERVE_SHIFTS = `
  window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const CLS_LIMIT = 0.05;

async function itemPath(
  baseUrl: string,
): Promise<{ list: string; item: string; category: string }> {
  const answer = await fetch(`${baseUrl}/backend/api/item/search?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ q: 'iphone', pagination: { pageNumber: 1, pageSize: 1 } }),
  });
  const { items } = (await answer.json()) as {
    items: { code: string; categoryId: number; catalogueId: number }[];
  };
  const first = items[0];
  if (first === undefined) throw new Error('The seed has no iPhone');
  return {
    category: `/listCatalogue/${first.categoryId}`,
    list: `/listItem?category=${first.categoryId}&catalogue=${first.catalogueId}`,
    item: `/itemDetail?itemCode=${first.code}`,
  };
}

describe.each(LANGS)('server-rendered pages in %s', (lang) => {
  test('home, lists and the item page do not shift while they load and hydrate, on a phone and a desktop', async () => {
    const baseUrl = inject('baseUrl');
    const paths = await itemPath(baseUrl);
    const browser = await launchChromium();
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        for (const path of ['/', paths.category, paths.list, paths.item]) {
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning') {
              problems.push(message.text());
            }
          });
          page.on('pageerror', (error) => problems.push(error.message));
          await page.addInitScript(OBSERVE_SHIFTS);
          const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
          await page.goto(url, { waitUntil: 'networkidle' });
          await page.waitForTimeout(1_000);
          const shifts = await page.evaluate(
            () => (window as unknown as { __shifts: number }).__shifts,
          );
          const where = `${url} at ${viewport.width} px`;
          expect.soft(shifts, `CLS of ${where}`).toBeLessThanOrEqual(CLS_LIMIT);
          // Hydration matched the server's HTML: React reports any difference in the console.
          expect.soft(problems, `console of ${where}`).toEqual([]);
          const start = await page.evaluate(() => {
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name))
              .map((entry) => entry.startTime);
            return {
              firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
              firstScript: scripts.length === 0 ? undefined : Math.min(...scripts),
              waitingPictures: document.querySelectorAll('body noscript').length,
            };
          });
          // The shop's script downloads only once the page's first content is on the screen.
          expect
            .soft(start.firstScript, `script of ${where}`)
            .toBeGreaterThan(start.firstPaint ?? 0);
          // Pictures held back while the page loaded have all been put in.
          expect.soft(start.waitingPictures, `pictures of ${where}`).toBe(0);
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  });

  test('without JavaScript the page is already there: headings, names and the title', async () => {
    const baseUrl = inject('baseUrl');
    const paths = await itemPath(baseUrl);
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: TEXTS[lang].homeTitle }).waitFor();
      await page
        .getByRole('link', { name: TEXTS[lang].iphoneCategory, exact: true })
        .first()
        .waitFor();
      await page.goto(`${baseUrl}${paths.item}&lang=${lang}`);
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      expect(heading.length).toBeGreaterThan(0);
      expect(await page.title()).toContain(heading.trim());
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
