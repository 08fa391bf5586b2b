import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeFindings, isBlocking, recordFindings } from './axe-report';
import { SCREENSHOT_DIR } from './paths';

export type Lang = 'en' | 'th';
export const LANGS: readonly Lang[] = ['en', 'th'];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

/** How long one step may wait for the page (the server and the browser share two cores). */
const STEP_TIMEOUT_MS = 15_000;
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * Debian's Chromium (never a downloaded browser), headless, without background traffic: its
 * headless shell (package chromium-headless-shell, the same engine without the browser's
 * windowing layers), which runs the journeys in about a fifth less time and CPU than the
 * full browser (docs/performance.md, "Test time"). The stories' pictures and the page-speed
 * benchmarks stay on the full browser, whose pixels and timings are what they compare.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** One visitor in one language: a fresh browser context (empty storage) at desktop size. */
export interface ShopPage {
  readonly page: Page;
  readonly lang: Lang;
  /** Opens a path of the shop, adding `lang` when the path has none, and waits until it has hydrated. */
  goto(path: string): Promise<void>;
  /** The current URL's query value. */
  query(name: string): string | null;
  /**
   * A page worth keeping: axe at desktop and phone size (serious or critical
   * violations fail the test, softly, so the journey goes on) and screenshots
   * `dist/e2e/screenshots/<lang>-<name>-<desktop|phone>.png`.
   */
  checkpoint(name: string): Promise<void>;
  /** Uncaught errors the page threw so far. */
  readonly pageErrors: readonly string[];
  close(): Promise<void>;
}

/**
 * Scrolls through the page once, so that lazy pictures start loading, back to
 * the top, then waits (a few seconds at most) until the pictures and fonts
 * have arrived: the screenshots show what a visitor sees, not empty frames.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async (timeoutMs) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    const pending = [...document.images].filter((image) => !image.complete);
    const loaded = Promise.all(
      pending.map(
        (image) =>
          new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
      ),
    ).then(() => document.fonts.ready);
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    await frame();
    await frame();
  }, SETTLE_TIMEOUT_MS);
}

async function checkAccessibility(page: Page, shot: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    // WCAG 2.2 AA's target size (2.5.8) is off in axe's defaults; the budget is 2.2 AA.
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const record = recordFindings(shot, results);
  const blocking = record.findings.filter(isBlocking);
  expect.soft(blocking.length, describeFindings(record, blocking)).toBe(0);
}

export async function openShop(browser: Browser, baseUrl: string, lang: Lang): Promise<ShopPage> {
  const context: BrowserContext = await browser.newContext({
    viewport: DESKTOP,
    locale: lang === 'th' ? 'th-TH' : 'en-GB',
    timezoneId: 'Asia/Bangkok',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));

  return {
    page,
    lang,
    pageErrors,
    async goto(path) {
      const url = new URL(path, baseUrl);
      if (!url.searchParams.has('lang')) url.searchParams.set('lang', lang);
      await page.goto(url.toString());
      // The server's HTML is there at once; the journeys act once the page has hydrated.
      await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
    },
    query(name) {
      return new URL(page.url()).searchParams.get(name);
    },
    async checkpoint(name) {
      const shot = `${lang}-${name}`;
      // Every page of spec section 2 has one main heading and says its language.
      expect.soft(await page.locator('h1').count(), `${shot}: one <h1>`).toBe(1);
      expect
        .soft(await page.locator('html').getAttribute('lang'), `${shot}: <html lang>`)
        .toBe(lang);
      expect.soft(pageErrors, `${shot}: uncaught errors in the page`).toEqual([]);
      const acting = page.viewportSize() ?? DESKTOP;
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await settle(page);
        await checkAccessibility(page, `${shot}-${size}`);
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `${shot}-${size}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
      // The journey goes on at the size it was acting at (a phone journey stays a phone).
      await page.setViewportSize(acting);
    },
    async close() {
      await context.close();
    },
  };
}
