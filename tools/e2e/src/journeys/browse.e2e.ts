import { describe, expect, test } from 'vitest';
import { LANGS } from '../support/browser';
import { useShopSession } from '../support/session';
import { TEXTS } from '../support/texts';
import { expectUrl, normalise } from '../support/ui';

const session = useShopSession();

describe.each(LANGS)('browsing in %s', (lang) => {
  const t = TEXTS[lang];
  const other = lang === 'en' ? 'th' : 'en';

  test('home -> category -> catalogue -> item list (paged) -> item, price in both formats, add to cart', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');
    const withLang = (url: URL) => url.searchParams.get('lang') === lang;

    await shop.goto('/');
    await main.getByRole('heading', { level: 1, name: t.homeTitle }).waitFor();
    await page.getByRole('link', { name: t.cart(0), exact: true }).waitFor();
    await shop.checkpoint('home');

    // Home grid -> the category's catalogue tiles.
    await main.getByRole('link', { name: t.iphoneCategory, exact: true }).click();
    await expectUrl(
      page,
      (url) => url.pathname.startsWith('/listCatalogue/') && withLang(url),
      'the category page, with lang',
    );
    await main.getByRole('heading', { level: 1, name: t.iphoneCategory, exact: true }).waitFor();
    await shop.checkpoint('category');

    // A catalogue tile -> the catalogue's item list.
    await main
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: t.iphone17ProCatalogue, exact: true }) })
      .click();
    await expectUrl(
      page,
      (url) => url.pathname === '/listItem' && url.searchParams.has('catalogue') && withLang(url),
      'the item list of the catalogue, with lang',
    );
    await main.getByRole('heading', { level: 1, name: t.iphone17ProCatalogue }).waitFor();
    const cards = main.getByRole('article');
    // Twelve items a page (spec section 9); the catalogue holds more, so there is a page 2.
    await expect.poll(() => cards.count(), { message: 'items on page 1' }).toBe(12);
    const status = normalise(await main.getByRole('status').innerText());
    const total = Number(/\d+/.exec(status)?.[0]);
    expect(status, 'the item count').toMatch(t.itemCount(total));
    expect(total, 'items in the catalogue').toBeGreaterThan(12);
    await shop.checkpoint('item-list');

    await main.getByRole('link', { name: t.page(2), exact: true }).click();
    await expectUrl(page, (url) => url.searchParams.get('page') === '2' && withLang(url), 'page 2');
    await expect.poll(() => cards.count(), { message: 'items on page 2' }).toBe(total - 12);
    await main.getByRole('link', { name: t.page(1), exact: true }).click();
    await expect.poll(() => cards.count(), { message: 'items on page 1 again' }).toBe(12);

    // An item card -> the item page, its price in the `0,0` format of the language.
    await main.getByRole('link', { name: t.iphone17Pro256Silver, exact: true }).click();
    await expectUrl(
      page,
      (url) =>
        url.pathname === '/itemDetail' &&
        url.searchParams.get('itemCode') === 'IP17P-SLV-256GB' &&
        withLang(url),
      'the item page, with lang',
    );
    await main.getByRole('heading', { level: 1, name: t.iphone17Pro256Silver }).waitFor();
    await main.getByText(t.price45900, { exact: true }).waitFor();
    await shop.checkpoint('item');

    // Payment options: the cash price in `0,0`, instalments in `0,0.00`.
    await main.getByRole('button', { name: t.seePaymentOptions }).click();
    const options = main.getByRole('region', { name: t.paymentOptionTitle });
    await options.waitFor();
    expect(shop.query('screen')).toBe('payment-option');
    await options.getByText(t.price45900, { exact: true }).waitFor();
    await options.getByText(t.monthly3Of45900, { exact: true }).waitFor();
    await options.getByText(t.total45900, { exact: true }).first().waitFor();
    await shop.checkpoint('payment-option');
    await main.getByRole('button', { name: t.backToItem }).click();
    await expectUrl(page, (url) => !url.searchParams.has('screen'), 'back on the item');

    // Add to cart: the success dialog, and the header counts one item.
    await main.getByRole('button', { name: t.addToCart, exact: true }).click();
    const added = page.getByRole('alertdialog', { name: t.addedTitle });
    await added.waitFor();
    await added.getByRole('button', { name: t.ok, exact: true }).click();
    await added.waitFor({ state: 'hidden' });
    await page
      .getByRole('link', { name: t.cart(1), exact: true })
      .first()
      .waitFor();

    // The language toggle reloads the same page in the other language.
    await page.getByRole('button', { name: t.otherLanguage, exact: true }).click();
    await expectUrl(
      page,
      (url) => url.searchParams.get('lang') === other && url.pathname === '/itemDetail',
      `the item page in ${other}`,
    );
    await main
      .getByRole('heading', { level: 1, name: TEXTS[other].iphone17Pro256Silver })
      .waitFor();
    await main.getByText(TEXTS[other].price45900, { exact: true }).waitFor();
    await page
      .getByRole('link', { name: TEXTS[other].cart(1), exact: true })
      .first()
      .waitFor();
  });
});
