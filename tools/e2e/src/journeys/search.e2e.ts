import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang } from '../support/browser';
import { useShopSession } from '../support/session';
import { TEXTS } from '../support/texts';
import { expectUrl, isAscending, isDescending, normalise, pricesOf } from '../support/ui';

const session = useShopSession();
const POLL = { timeout: 15_000, interval: 150 } as const;

function nextSearchAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/backend/api/item/search',
  );
}

/** Runs `action` and waits for the search call it makes, and for the list to stop changing. */
async function searchAfter(page: Page, lang: Lang, action: () => Promise<void>): Promise<number[]> {
  const answered = nextSearchAnswer(page);
  await action();
  expect((await answered).status(), 'the search call answers 200').toBe(200);
  const cards = page.getByRole('main').getByRole('article');
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await cards.allInnerTexts());
        const stable = now === previous && now !== '[]';
        previous = now;
        return stable;
      },
      { ...POLL, message: 'the result list settles' },
    )
    .toBe(true);
  return pricesOf(cards, lang);
}

/** The prices of every result, page after page, from the current page (page 1) to the last. */
async function allPrices(page: Page, lang: Lang, first: number[]): Promise<number[]> {
  const next = page
    .getByRole('main')
    .getByRole('link', { name: TEXTS[lang].nextPage, exact: true });
  const prices = [...first];
  while ((await next.count()) > 0) {
    prices.push(...(await searchAfter(page, lang, () => next.click())));
  }
  return prices;
}

const sorted = (prices: readonly number[]) => [...prices].sort((a, b) => a - b);

describe.each(LANGS)('search in %s', (lang) => {
  const t = TEXTS[lang];

  test('search "iphone" from the header, then sort by price both ways', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');
    const cards = main.getByRole('article');

    await shop.goto('/');
    const field = page.getByRole('search').first().getByRole('searchbox', { name: t.searchField });
    await field.fill('iphone');
    const byNameFirst = await searchAfter(page, lang, () => field.press('Enter'));
    await expectUrl(
      page,
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('q') === 'iphone' &&
        url.searchParams.get('lang') === lang,
      'the search page for iphone',
    );
    await main.getByRole('heading', { level: 1, name: t.resultsFor('iphone') }).waitFor();
    expect(byNameFirst.length, 'a full first page').toBe(12);
    const count = normalise(await main.getByRole('status').innerText());
    const total = Number(/\d+/.exec(count)?.[0]);
    expect(count).toMatch(t.itemCount(total));
    expect(total, 'more than a page of results').toBeGreaterThan(12);
    if (lang === 'en') {
      // Every English name answers the query (the Thai names spell iPhone in Thai).
      for (const name of await cards.getByRole('heading').allInnerTexts()) {
        expect(name.toLowerCase()).toContain('iphone');
      }
    }
    await shop.checkpoint('search');
    const byName = await allPrices(page, lang, byNameFirst);
    expect(byName.length, 'every result read, page by page').toBe(total);
    // Otherwise sorting by price would change nothing and prove nothing.
    expect(isAscending(byName), 'the name order is not already the price order').toBe(false);

    const sort = main.getByRole('combobox', { name: t.sortBy });
    const ascendingFirst = await searchAfter(page, lang, () =>
      sort.selectOption({ label: t.sortPriceAscending }).then(() => undefined),
    );
    await expectUrl(page, (url) => url.searchParams.has('sort_order'), 'sort_order in the URL');
    const ascendingOrder = shop.query('sort_order');
    expect(shop.query('page') ?? '1', 'a new order starts at page 1').toBe('1');
    await shop.checkpoint('search-price-ascending');
    const ascending = await allPrices(page, lang, ascendingFirst);
    expect(ascending, 'every result, cheapest first').toEqual(sorted(byName));
    expect(isAscending(ascending), `ascending: ${ascending.join(', ')}`).toBe(true);

    const descendingFirst = await searchAfter(page, lang, () =>
      sort.selectOption({ label: t.sortPriceDescending }).then(() => undefined),
    );
    const descendingOrder = shop.query('sort_order');
    expect(descendingOrder, 'the other sort_order in the URL').not.toBe(ascendingOrder);
    expect(descendingOrder).not.toBeNull();
    await shop.checkpoint('search-price-descending');
    const descending = await allPrices(page, lang, descendingFirst);
    expect(descending, 'every result, dearest first').toEqual(sorted(byName).reverse());
    expect(isDescending(descending), `descending: ${descending.join(', ')}`).toBe(true);
  });
});
