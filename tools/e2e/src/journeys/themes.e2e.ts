import { describe, expect, test } from 'vitest';
import { LANGS } from '../support/browser';
import { useShopSession } from '../support/session';

const session = useShopSession();

/** Catalogue 101 (iPhone 17 Pro) has a black background: its pages take the dark theme (spec section 2). */
const DARK = {
  list: '/listItem?category=1&catalogue=101',
  item: '/itemDetail?itemCode=IP17P-SLV-256GB&category=1&catalogue=101',
};
/** Catalogue 203 (iPad) keeps the light theme. */
const LIGHT = {
  list: '/listItem?category=2&catalogue=203',
  item: '/itemDetail?itemCode=IPD11-BLU-128GB-WF&category=2&catalogue=203',
};

describe.each(LANGS)('light and dark pages in %s', (lang) => {
  test('home, lists and items in both themes, on a phone and a desktop, pass axe', async () => {
    const shop = await session.open(lang);
    const surface = () =>
      shop.page.locator('main [data-theme-surface]').first().getAttribute('data-theme-surface');

    await shop.goto('/');
    expect(await surface()).toBe('light');
    await shop.checkpoint('theme-home-light');

    for (const [theme, pages] of [
      ['light', LIGHT],
      ['dark', DARK],
    ] as const) {
      await shop.goto(pages.list);
      await shop.page.getByRole('main').getByRole('article').first().waitFor();
      expect(await surface(), `${theme} list`).toBe(theme);
      await shop.checkpoint(`theme-list-${theme}`);

      await shop.goto(pages.item);
      await shop.page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      expect(await surface(), `${theme} item`).toBe(theme);
      await shop.checkpoint(`theme-item-${theme}`);
    }
  });
});
