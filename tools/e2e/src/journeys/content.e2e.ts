import { describe, expect, test } from 'vitest';
import { LANGS } from '../support/browser';
import { useShopSession } from '../support/session';
import { TEXTS } from '../support/texts';
import { expectUrl } from '../support/ui';

const session = useShopSession();

describe.each(LANGS)('content pages in %s', (lang) => {
  const t = TEXTS[lang];

  test('CMS pages open from the footer and the header, in the language', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');

    await shop.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t.termsOfUse, exact: true })
      .click();
    await expectUrl(
      page,
      (url) => url.pathname === '/cms/term-and-condition' && url.searchParams.get('lang') === lang,
      'the terms page, with lang',
    );
    await main.getByRole('heading', { level: 1, name: t.termsOfUse, exact: true }).waitFor();
    expect((await main.innerText()).length, 'the terms have text').toBeGreaterThan(200);
    await shop.checkpoint('cms-terms');

    await page.getByRole('banner').getByRole('link', { name: t.salesRefund, exact: true }).click();
    await expectUrl(
      page,
      (url) => url.pathname === '/cms/sales-refund',
      'the sales and refund page',
    );
    await main.getByRole('heading', { level: 1, name: t.salesRefundTitle, exact: true }).waitFor();
    // The policy of spec section 1, in the page's language.
    await main.getByText(t.restockingFee).waitFor();
    await shop.checkpoint('cms-sales-refund');
  });

  test('an unknown route shows the not-found page, which leads home', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');

    await shop.goto('/no-such-page/anywhere');
    await main.getByRole('heading', { level: 1, name: t.notFoundTitle }).waitFor();
    expect(new URL(page.url()).pathname, 'the address stays as typed').toBe(
      '/no-such-page/anywhere',
    );
    await shop.checkpoint('not-found');

    await main.getByRole('link', { name: t.backToHome, exact: true }).click();
    await expectUrl(page, (url) => url.pathname === '/', 'home');
    await main.getByRole('heading', { level: 1, name: t.homeTitle }).waitFor();

    // An unknown CMS slug is not found either.
    await shop.goto('/cms/no-such-page');
    await main.getByRole('heading', { level: 1, name: t.notFoundTitle }).waitFor();
  });
});
