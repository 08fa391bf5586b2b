import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_TEXTS, labelled } from '../support/account-texts';
import { TEXTS } from '../support/texts';
import { LANGS } from '../support/browser';
import { openSignInFromHeader } from '../support/sign-in';
import { useShopSession } from '../support/session';
import { expectUrl } from '../support/ui';

const session = useShopSession();

const ITEM = 'IP17P-SLV-256GB';
const ITEM_NAME = { en: TEXTS.en.iphone17Pro256Silver, th: TEXTS.th.iphone17Pro256Silver } as const;

describe.each(LANGS)('accounts and the server cart in %s', (lang) => {
  const a = ACCOUNT_TEXTS[lang];

  test('a prefill link fills the cart; a bad one says why and adds nothing', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');
    await shop.goto(`/cart/1?codes=${ITEM}&quantities=abc`);
    const warning = page.locator('dialog[open]');
    await warning.getByText(a.quantityInvalid).first().waitFor();
    await shop.checkpoint('prefill-invalid');
    await warning.getByRole('button').first().click();
    await expectUrl(page, (url) => !url.searchParams.has('codes'), 'the link’s query dropped');

    await shop.goto(`/cart/1?codes=${ITEM}&quantities=2`);
    await main.getByText(ITEM_NAME[lang]).first().waitFor();
    await expectUrl(page, (url) => !url.searchParams.has('codes'), 'the link’s query dropped');
    expect(shop.pageErrors).toEqual([]);
  });

  test('a guest fills a cart, signs up, signs out, and finds the cart again after signing in elsewhere', async () => {
    const email = `e2e-${lang}-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Passw0rd!2026';
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');
    const header = page.getByRole('banner');

    await shop.goto(`/cart/1?codes=${ITEM}&quantities=1`);
    await main.getByText(ITEM_NAME[lang]).first().waitFor();

    // Sign up from the header: terms first, then the form.
    await header.getByRole('button', { name: a.signUp, exact: true }).first().click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await dialog.getByRole('checkbox').first().check({ force: true });
    await dialog.getByLabel(labelled(a.firstName)).fill('Somchai');
    await dialog.getByLabel(labelled(a.lastName)).fill('Jaidee');
    await dialog.getByLabel(labelled(a.email)).fill(email);
    await dialog.getByLabel(labelled(a.confirmEmail)).fill(email);
    await dialog.getByLabel(labelled(a.password)).fill(password);
    await dialog.getByLabel(labelled(a.confirmPassword)).fill(password);
    await dialog.getByLabel(labelled(a.mobileNumber)).fill('0812345678');
    await shop.checkpoint('sign-up');
    await dialog.getByRole('button', { name: a.signUp, exact: true }).click();

    // Signed in: the header greets the customer and the modal is gone.
    const profile = header.getByRole('button', {
      name: a.greeting('Somchai Jaidee'),
    });
    await profile.first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await main.getByText(ITEM_NAME[lang]).first().waitFor();

    // Sign out: the cart of this browser is emptied, the server keeps it.
    await profile.first().click();
    await header.getByRole('button', { name: a.signOut }).first().click();
    await header.getByRole('button', { name: a.signIn, exact: true }).first().waitFor();
    await shop.goto('/cart/1');
    await expect
      .poll(() => main.getByText(ITEM_NAME[lang]).count(), { message: 'cart after sign-out' })
      .toBe(0);

    // Another browser: sign in and find the cart.
    const other = await session.open(lang);
    await other.goto('/cart/1');
    const otherHeader = other.page.getByRole('banner');
    const signIn = await openSignInFromHeader(other.page, lang);
    await signIn.getByLabel(labelled(a.email)).fill(email);
    await signIn.getByLabel(labelled(a.password)).fill('wrong-Passw0rd');
    await signIn.getByRole('button', { name: a.signIn, exact: true }).click();
    await signIn.getByText(a.wrongCredentials).first().waitFor();
    await other.checkpoint('sign-in-refused');
    await signIn.getByLabel(labelled(a.password)).fill(password);
    await signIn.getByRole('button', { name: a.signIn, exact: true }).click();
    await otherHeader
      .getByRole('button', { name: a.greeting('Somchai Jaidee') })
      .first()
      .waitFor();
    await other.page.getByRole('main').getByText(ITEM_NAME[lang]).first().waitFor();
    await other.checkpoint('cart-signed-in');

    // Checkout goes on to step 2, which says it is coming.
    await other.page.getByRole('main').getByRole('button', { name: a.checkout }).click();
    await expectUrl(other.page, (url) => url.pathname === '/cart/2', 'step 2');
    await other.page.getByRole('heading', { level: 1, name: a.checkout }).waitFor();
    expect(other.pageErrors).toEqual([]);
  });

  test('checkout without a session offers to continue as a guest, and step 2 needs a session', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    await shop.goto('/cart/2');
    await expectUrl(page, (url) => url.pathname === '/', 'home without a session');

    await shop.goto(`/cart/1?codes=${ITEM}&quantities=1`);
    const main = page.getByRole('main');
    await main.getByText(ITEM_NAME[lang]).first().waitFor();
    await main.getByRole('button', { name: a.checkout }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('button', { name: a.continueAsGuest }).click();
    await expectUrl(page, (url) => url.pathname === '/cart/2', 'step 2 as a guest');
    await page.getByRole('heading', { level: 1, name: a.checkout }).waitFor();
    await shop.checkpoint('checkout-guest');
  });

  test('forgot password sends a recovery link; the reset page needs a good one', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    await shop.goto('/');
    const dialog = await openSignInFromHeader(page, lang);
    await dialog.getByRole('button', { name: a.forgotPassword }).click();
    await dialog.getByLabel(labelled(a.email)).fill('someone@example.com');
    await dialog.getByRole('button', { name: a.forgotContinue, exact: true }).click();
    await dialog.getByText(a.passwordRecovery).first().waitFor();
    await shop.checkpoint('forgot-password-sent');

    await shop.goto('/reset-password');
    await page.getByRole('main').getByText(a.resetNeedsLink).waitFor();
    await shop.goto('/reset-password?key=not-a-real-key');
    const main = page.getByRole('main');
    await main.getByLabel(labelled(a.newPassword)).fill('NewSecret456');
    await main.getByLabel(labelled(a.confirmNewPassword)).fill('NewSecret456');
    await main.getByRole('button', { name: a.savePassword }).click();
    await main.getByText(a.resetLinkInvalid).waitFor();
    await shop.checkpoint('reset-password-refused');
  });
});
