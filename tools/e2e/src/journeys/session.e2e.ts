import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ACCOUNT_TEXTS } from '../support/account-texts';
import { LANGS } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { useShopSession } from '../support/session';
import { signInFromHeader } from '../support/sign-in';
import { TEXTS } from '../support/texts';
import { expectUrl } from '../support/ui';

const session = useShopSession();
const ITEM = 'IP17P-SLV-256GB';
/** A token lives 20 s here; the warning shows with 15 s or less left (the watcher looks every 5 s). */
const SETTINGS = { FE_TOKEN_TIME_OUT: '20000', FE_REMAINING_TIME_NOTI: '15' };
const WAIT_MS = 30_000;

let server: RunningServer | undefined;

beforeAll(async () => {
  server = await startServer({
    name: 'shop-short-session',
    staticDir: inject('storefrontDir'),
    settings: SETTINGS,
  });
});

afterAll(async () => {
  await server?.stop();
});

function baseUrl(): string {
  if (server === undefined) throw new Error('The short-session server did not start');
  return server.baseUrl;
}

/** A customer made through the API, as the sign-up form would. */
async function registered(): Promise<{ email: string; password: string }> {
  const email = `session-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Passw0rd!2026';
  const response = await fetch(`${baseUrl()}/backend/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({
      firstName: 'Malee',
      lastName: 'Sukjai',
      email,
      confirmEmail: email,
      password,
      confirmPassword: password,
      mobileNumber: '0812345678',
      termsAcknowledged: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return { email, password };
}

describe.each(LANGS)('the session in %s', (lang) => {
  const a = ACCOUNT_TEXTS[lang];

  test('warns once before the end (Yes renews), and at the end says so, signs out and empties the cart', async () => {
    const customer = await registered();
    const shop = await session.open(lang, baseUrl());
    const { page } = shop;
    const header = page.getByRole('banner');
    const main = page.getByRole('main');

    await shop.goto(`/cart/1?codes=${ITEM}&quantities=1`);
    await main.getByText(TEXTS[lang].iphone17Pro256Silver).first().waitFor();
    await signInFromHeader(page, lang, customer);
    const greeting = header.getByRole('button', {
      name: a.greeting('Malee Sukjai'),
    });
    await greeting.first().waitFor();

    // The warning, once, before the token runs out; Yes renews the token.
    const warning = page.getByRole('alertdialog', { name: a.sessionExpiring });
    await warning.waitFor({ timeout: WAIT_MS });
    await shop.checkpoint('session-warning');
    await warning.getByRole('button', { name: a.yes, exact: true }).click();
    await warning.waitFor({ state: 'hidden' });
    await greeting.first().waitFor();

    // The renewed token warns again; this time nobody answers, and the session ends.
    await warning.waitFor({ timeout: WAIT_MS });
    const expired = page.getByRole('alertdialog', { name: a.sessionExpired });
    await expired.waitFor({ timeout: WAIT_MS });
    await shop.checkpoint('session-expired');
    await expired.getByRole('button').last().click();
    await header.getByRole('button', { name: a.signIn, exact: true }).first().waitFor();
    await expect
      .poll(() => main.getByText(TEXTS[lang].iphone17Pro256Silver).count(), {
        message: 'the cart after the session ended',
      })
      .toBe(0);
    expect(shop.pageErrors).toEqual([]);
  });

  test('No in the warning signs out and goes home', async () => {
    const customer = await registered();
    const shop = await session.open(lang, baseUrl());
    const { page } = shop;
    const header = page.getByRole('banner');
    await shop.goto('/cart/1');
    await signInFromHeader(page, lang, customer);
    const warning = page.getByRole('alertdialog', { name: a.sessionExpiring });
    await warning.waitFor({ timeout: WAIT_MS });
    await warning.getByRole('button', { name: a.no, exact: true }).click();
    await expectUrl(page, (url) => url.pathname === '/', 'home after No');
    await header.getByRole('button', { name: a.signIn, exact: true }).first().waitFor();
  });
});
