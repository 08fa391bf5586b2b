import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { launchChromium, openShop, type Lang, type ShopPage } from './browser';

/** Opens shop pages in one Chromium per journey file. */
export interface ShopSession {
  /** A fresh visitor in `lang` (on the run's shop unless `baseUrl` says), closed when the test ends. */
  open(lang: Lang, baseUrl?: string): Promise<ShopPage>;
}

/** Launches Chromium before the file's tests and closes it after them. */
export function useShopSession(): ShopSession {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(lang, baseUrl = inject('baseUrl')) {
      if (browser === undefined) throw new Error('Chromium is not running');
      const shop = await openShop(browser, baseUrl, lang);
      onTestFinished(() => shop.close());
      return shop;
    },
  };
}
