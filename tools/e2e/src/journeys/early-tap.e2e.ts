import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { LANGS, type Lang } from '../support/browser';
import { useShopSession } from '../support/session';
import { TEXTS } from '../support/texts';
import { expectUrl } from '../support/ui';

const session = useShopSession();

/** iPad (A16), THB 12,900 at the time of the seed: engraving, no limit on the quantity. */
const IPAD = '/itemDetail?itemCode=IPD11-BLU-128GB-WF&category=2&catalogue=203';

const INCREASE: Record<Lang, string> = { en: 'Increase quantity', th: 'เพิ่มจำนวน' };
const QUANTITY: Record<Lang, string> = { en: 'Quantity', th: 'จำนวน' };

/** How long the shop's scripts are held back: the page is painted and not live meanwhile. */
const HOLD_MS = 2_000;

/**
 * Holds every script chunk of the storefront until `release` is called (and
 * at least `HOLD_MS`), as a slow phone network would: the server's HTML is
 * there and painted, the page not live.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = Promise.all([
    new Promise<void>((resolve) => {
      release = resolve;
    }),
    new Promise((resolve) => setTimeout(resolve, HOLD_MS)),
  ]);
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

async function isLive(page: Page): Promise<boolean> {
  return (await page.locator('html').getAttribute('data-live')) === 'true';
}

async function expectBusy(control: Locator, what: string): Promise<void> {
  expect(await control.getAttribute('aria-busy'), `${what} says it is busy`).toBe('true');
  expect(await control.getAttribute('data-early-busy'), `${what} looks busy`).not.toBeNull();
}

describe.each(LANGS)('taps before the page is live, in %s', (lang) => {
  const t = TEXTS[lang];

  test('quantity +, Add to cart, the engraving button and typing in the search box all take effect once it is', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const release = await holdScripts(page);
    const url = new URL(IPAD, inject('baseUrl'));
    url.searchParams.set('lang', lang);
    await page.goto(url.toString(), { waitUntil: 'domcontentloaded' });

    const main = page.getByRole('main');
    const increase = main.getByRole('button', { name: INCREASE[lang], exact: true });
    const add = main.getByRole('button', { name: t.addToCart, exact: true });
    const engrave = main.getByRole('button', { name: t.addEngraving, exact: true });
    const search = page.getByRole('search').first().getByRole('searchbox', { name: t.searchField });

    await increase.click();
    await add.click();
    await engrave.click();
    await search.pressSequentially('ipad');
    expect(await isLive(page), 'the page is not live while its scripts are held').toBe(false);
    await expectBusy(increase, 'quantity +');
    await expectBusy(add, 'Add to cart');
    await expectBusy(engrave, 'the engraving button');
    expect(await search.inputValue(), 'the typed text shows at once').toBe('ipad');
    expect(shop.query('screen')).toBeNull();
    await shop.checkpoint('early-taps-held');

    release();
    await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });

    // The taps, in order: the quantity goes to 2, two iPads go into the cart, the engraving screen opens.
    const added = page.getByRole('alertdialog', { name: t.addedTitle });
    await added.waitFor();
    await added.getByRole('button', { name: t.ok, exact: true }).click();
    await page
      .getByRole('link', { name: t.cart(2), exact: true })
      .first()
      .waitFor();
    await expectUrl(
      page,
      (now) => now.searchParams.get('screen') === 'engraving',
      'the engraving screen',
    );
    expect(shop.query('quantity')).toBe('2');
    for (const control of [increase, add, engrave]) {
      expect(await control.count()).toBeLessThanOrEqual(1);
    }
    expect(await page.locator('[data-early-busy]').count(), 'nothing is left busy').toBe(0);

    // The typed text is the box's own after the page went live: it is given back last, once the
    // page is idle after the engraving screen's navigation (a render of the header may show the
    // box empty until then), and it is what is searched.
    await expect
      .poll(() => search.inputValue(), { message: 'the typed text, given back to the box' })
      .toBe('ipad');
    await search.press('Enter');
    await expectUrl(
      page,
      (now) => now.pathname === '/search' && now.searchParams.get('q') === 'ipad',
      'the search for what was typed before the page was live',
    );

    // The cart holds the iPad twice.
    await shop.goto('/cart/1');
    const quantity = page.getByRole('main').getByRole('textbox', { name: QUANTITY[lang] });
    expect(await quantity.count()).toBe(1);
    expect(await quantity.inputValue()).toBe('2');
    expect(shop.pageErrors).toEqual([]);
  });
});
