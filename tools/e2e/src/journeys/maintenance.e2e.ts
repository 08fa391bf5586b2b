import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { LANGS } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { useShopSession } from '../support/session';
import { TEXTS } from '../support/texts';
import { expectUrl } from '../support/ui';

const session = useShopSession();

/** Spec section 9: the maintenance page asks the server again every 5000 ms. */
const POLL_INTERVAL_MS = 5_000;

let maintenance: RunningServer | undefined;

beforeAll(async () => {
  maintenance = await startServer({
    name: 'shop-maintenance',
    staticDir: inject('storefrontDir'),
    maintenance: true,
  });
});

afterAll(async () => {
  await maintenance?.stop();
});

function maintenanceUrl(): string {
  if (maintenance === undefined) throw new Error('The maintenance server did not start');
  return maintenance.baseUrl;
}

describe.each(LANGS)('maintenance in %s', (lang) => {
  const t = TEXTS[lang];

  test('with MAINTENANCE=1 every page goes to /maintenance, which keeps checking', async () => {
    const shop = await session.open(lang, maintenanceUrl());
    const { page } = shop;
    const onMaintenance = (url: URL) =>
      url.pathname === '/maintenance' && url.searchParams.get('lang') === lang;

    await shop.goto('/');
    await expectUrl(page, onMaintenance, 'home sends to /maintenance, with lang');
    await page.getByRole('heading', { level: 1, name: t.maintenanceTitle }).waitFor();
    await shop.checkpoint('maintenance');

    await shop.goto('/search?q=iphone');
    await expectUrl(page, onMaintenance, 'a deep link sends to /maintenance too');
    await page.getByRole('heading', { level: 1, name: t.maintenanceTitle }).waitFor();

    // It polls: at least one more ping within a poll interval and a bit, and it stays.
    let pings = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/backend/api/common/ping') pings += 1;
    });
    await page.waitForTimeout(POLL_INTERVAL_MS + 1_500);
    expect(pings, 'pings while on the maintenance page').toBeGreaterThanOrEqual(1);
    expect(new URL(page.url()).pathname).toBe('/maintenance');
  });

  test('without the flag, /maintenance returns to the shop', async () => {
    const shop = await session.open(lang);
    await shop.goto('/maintenance');
    await expectUrl(shop.page, (url) => url.pathname === '/', 'home, as the shop is up');
    await shop.page.getByRole('heading', { level: 1, name: t.homeTitle }).waitFor();
  });
});
