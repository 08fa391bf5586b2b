import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ACCOUNT_TEXTS, labelled } from '../support/account-texts';
import { AFTER_SALE_TEXTS } from '../support/after-sale-texts';
import { DESKTOP, type Lang, type ShopPage } from '../support/browser';
import { CHECKOUT_TEXTS, TEST_CARDS } from '../support/checkout-texts';
import { checkpointHere } from '../support/checkpoint-here';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { OUTPUT_DIR } from '../support/paths';
import { useShopSession } from '../support/session';
import { guestPaidOrder, signedUpCustomer, type Customer } from '../support/shop-api';
import { signInFromHeader } from '../support/sign-in';
import { expectChecked, expectUrl, pick } from '../support/ui';

const session = useShopSession();

/** 20W USB-C Power Adapter, THB 790: no purchase limit, no engraving. */
const CHARGER = { code: 'PWR20', price: '790.00' } as const;
/** Where the journey keeps the documents it downloaded (the closing note's pictures are made from them). */
const DOCUMENTS_DIR = join(OUTPUT_DIR, 'documents');

/** The operator's view of a sub-order and an order, as `--json` prints them. */
interface CliSubOrder {
  readonly subOrderNumber: string;
  readonly shippingStatus: string;
  readonly refundCode?: string;
}
interface CliOrder {
  readonly poNumber: string;
  readonly totalAmount: string;
  readonly payAbleAmount: string;
  readonly subOrders: readonly CliSubOrder[];
}

let operator: OperatorCli | undefined;
beforeAll(async () => {
  // The shop's first pages in each language are rendered once before the journey times its steps.
  for (const lang of ['en', 'th']) await fetch(`${inject('baseUrl')}/?lang=${lang}`);
  operator = await operatorCli(inject('baseUrl'));
  mkdirSync(DOCUMENTS_DIR, { recursive: true });
});
afterAll(() => operator?.close());

function ops(): OperatorCli {
  if (operator === undefined) throw new Error('The operator is not signed in');
  return operator;
}

/** A day in Bangkok `days` from today, `YYYY-MM-DD`. */
function bangkokDay(days: number): string {
  const at = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/** A 390 px phone (the common size of today's phones), and the desktop. */
const PHONE_390 = { width: 390, height: 844 } as const;
const RUNS = [
  { lang: 'en' as Lang, size: 'desktop', viewport: DESKTOP },
  { lang: 'th' as Lang, size: 'phone', viewport: PHONE_390 },
] as const;

describe.each(RUNS)('after the sale in $lang on a $size', ({ lang, size, viewport }) => {
  const a = ACCOUNT_TEXTS[lang];
  const c = CHECKOUT_TEXTS[lang];
  const s = AFTER_SALE_TEXTS[lang];

  /**
   * Signs in from the header at desktop size (a phone's header keeps Sign In
   * in its menu, which the session journeys open), then acts at the run's size.
   */
  async function signIn(shop: ShopPage, customer: Customer, name: string) {
    await shop.page.setViewportSize(DESKTOP);
    await shop.goto('/');
    await signInFromHeader(shop.page, lang, customer);
    await greeted(shop, name);
    await shop.page.setViewportSize(viewport);
  }

  /** The header's greeting (the desktop header shows it; a phone's shows it in its menu). */
  async function greeted(shop: ShopPage, name: string) {
    const acting = shop.page.viewportSize() ?? viewport;
    await shop.page.setViewportSize(DESKTOP);
    await shop.page
      .getByRole('banner')
      .getByRole('button', { name: a.greeting(name) })
      .first()
      .waitFor();
    await shop.page.setViewportSize(acting);
  }

  /**
   * Two chargers through the checkout (two units: two sub-orders), paid by card in full,
   * or partly with a refund promo code chosen on the payment step.
   */
  async function buyTwoChargers(shop: ShopPage, refundCode?: string) {
    const { page } = shop;
    const main = page.getByRole('main');
    await shop.goto(`/cart/1?codes=${CHARGER.code}&quantities=2`);
    await main.getByText(s.charger).first().waitFor();
    await main.getByRole('button', { name: a.checkout }).click();
    await expectUrl(page, (url) => url.pathname === '/cart/2', 'step 2 for a customer');
    // A new customer has no address in the profile yet.
    const billing = main.getByRole('group', { name: c.billing });
    await billing.getByLabel(labelled(c.fullName)).fill('Malee Sukjai');
    await billing.getByLabel(labelled(c.mobilePhone)).fill('0812345678');
    await billing.getByLabel(labelled(c.email)).fill('malee@example.com');
    await billing.getByLabel(labelled(c.address1)).fill('99/1 Sukhumvit Tower, 12th floor');
    await billing.getByLabel(labelled(c.street)).fill('Sukhumvit');
    await billing.getByLabel(labelled(c.postalCode)).fill('10110');
    await billing.getByLabel(c.places).selectOption({ index: 1 });
    await main.getByRole('button', { name: c.sameAsBilling }).click();
    await continueTo(page, 3);
    await main.getByLabel(c.card).selectOption({ label: c.krungsri });
    const plan = main.getByRole('radio', { name: c.payInFull });
    await pick(plan);
    await expectChecked(plan, 'pay in full');
    if (refundCode !== undefined) {
      const codes = main.getByRole('group', { name: s.refundCodeChoice });
      const code = codes.getByRole('radio', { name: new RegExp(refundCode) });
      await pick(code);
      await expectChecked(code, 'the refund promo code');
      // The summary names the code and what it pays; the card pays the rest.
      await page
        .getByText(new RegExp(`\\(${refundCode}\\)`))
        .first()
        .waitFor();
      await checkpointHere(shop, 'aftersale-refund-code', size);
    }
    await continueTo(page, 4);
    const agree = main.getByRole('checkbox', { name: c.agree });
    await pick(agree);
    await expectChecked(agree, 'I agree');
    await main.getByRole('button', { name: c.payNow, exact: true }).click();
    await expectUrl(page, (url) => url.pathname.startsWith('/sandbox-pay/'), 'the payment page');
    await page.getByLabel(c.sandboxCardNumber).fill(TEST_CARDS.approved);
    await page.getByRole('button', { name: c.sandboxPay, exact: true }).click();
    await main.getByRole('heading', { name: c.completed }).waitFor();
  }

  async function continueTo(page: Page, step: number) {
    await page.getByRole('main').getByRole('button', { name: c.continue, exact: true }).click();
    await expectUrl(page, (url) => url.pathname === `/cart/${step}`, `step ${step}`);
  }

  /** Downloads a document by its link on the page, in the page's session; answers its bytes. */
  async function download(page: Page, name: RegExp, file: string): Promise<Buffer> {
    const link = page.getByRole('main').getByRole('link', { name }).first();
    const href = await link.getAttribute('href');
    expect(href, `${file}: the link has an address`).toBeTruthy();
    const response = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(response.status(), `${file}: downloaded`).toBe(200);
    expect(response.headers()['content-type'], `${file}: a PDF`).toMatch(/^application\/pdf/);
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1'), `${file}: starts as a PDF`).toBe('%PDF-');
    expect(body.length, `${file}: not empty`).toBeGreaterThan(1_000);
    writeFileSync(join(DOCUMENTS_DIR, `${lang}-${file}.pdf`), body);
    return body;
  }

  test('a customer buys two units; one is delivered, one refunded as a code; documents, profile, password, a guest order', async () => {
    const started = Date.now();
    const steps: string[] = [];
    const step = (what: string) =>
      steps.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)}s`);
    const baseUrl = inject('baseUrl');
    const customer = await signedUpCustomer(baseUrl, `after-sale-${lang}`);
    const name = `${customer.firstName} ${customer.lastName}`;
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');
    await signIn(shop, customer, name);
    step('signed in');
    await buyTwoChargers(shop);
    step('bought');

    // The operator's command line finds the order, ships and delivers one unit, refunds the other as a code.
    const found = await ops().json<{ orders: readonly { poNumber: string }[] }>(
      'orders',
      '--email',
      customer.email,
    );
    const poNumber = found.orders[0]?.poNumber ?? '';
    const order = await ops().json<CliOrder>('order', poNumber);
    const [kept, returned] = order.subOrders.map((unit) => unit.subOrderNumber);
    expect(kept && returned, 'two sub-orders').toBeTruthy();
    await ops().json(
      'ship',
      kept ?? '',
      '--carrier',
      'Kerry Express',
      '--tracking',
      'KEX' + poNumber.slice(-6),
      '--expected',
      bangkokDay(5),
    );
    await ops().json('deliver', kept ?? '');
    const refunded = await ops().json<CliOrder>('refund', returned ?? '', '--as-code');
    const refundedUnit = refunded.subOrders.find((unit) => unit.subOrderNumber === returned);
    const refundCode = refundedUnit?.refundCode ?? '';
    expect(refundCode, 'the refund gave a refund promo code').not.toBe('');

    step('bought+ops');
    // The history shows both sub-orders' states, and their documents are PDFs.
    await shop.goto('/transaction-history');
    await main.getByText(poNumber).first().waitFor();
    await main.getByText(s.deliveredOn).first().waitFor();
    await main.getByText(s.refunded, { exact: true }).first().waitFor();
    await checkpointHere(shop, 'aftersale-history', size);
    await download(page, s.taxInvoice, 'tax-invoice');
    await download(page, s.creditNote, 'credit-note');

    step('history');
    // The refund promo code is listed.
    await shop.goto('/promo-codes');
    await main.getByText(refundCode, { exact: true }).waitFor();
    await checkpointHere(shop, 'aftersale-promo-codes', size);

    step('promo');
    // The code pays part of another two chargers: the card pays the rest, and the code is spent.
    await buyTwoChargers(shop, refundCode);
    // The result names the code and what it took off, as the order answers them.
    await main.getByText(s.refundCodeLine(refundCode), { exact: true }).waitFor();
    await main.getByText(s.refundDeduction, { exact: true }).first().waitFor();
    const paidWithCode = await ops().json<{ orders: readonly { poNumber: string }[] }>(
      'orders',
      '--email',
      customer.email,
    );
    const secondPo = paidWithCode.orders.find((entry) => entry.poNumber !== poNumber)?.poNumber;
    const second = await ops().json<CliOrder>('order', secondPo ?? '');
    expect(Number(second.totalAmount), 'the second order: two chargers').toBe(1580);
    expect(Number(second.payAbleAmount), 'the card paid what the code left').toBe(790);
    await shop.goto('/promo-codes');
    await main.getByText(s.noRefundCodes).first().waitFor();
    expect(await main.getByText(refundCode, { exact: true }).count(), 'the code is spent').toBe(0);
    // The history shows the order with the code's deduction and what the card paid.
    await shop.goto('/transaction-history');
    const listed = main.getByRole('article').filter({ hasText: secondPo ?? '' });
    await listed.getByText(s.refundCodeLine(refundCode), { exact: true }).waitFor();
    await listed.getByText(s.refundDeduction, { exact: true }).waitFor();
    await listed.getByText(s.paidByCard, { exact: true }).waitFor();

    step('paid with the code');
    // The profile: a new first name, saved, and the header greets it.
    await shop.goto('/userInfo');
    const firstName = main.getByLabel(labelled(s.firstName)).first();
    await expect
      .poll(() => firstName.inputValue(), { timeout: 15_000, message: 'the profile read' })
      .toBe(customer.firstName);
    await firstName.fill('Malai');
    await main.getByRole('button', { name: s.save, exact: true }).first().click();
    await main.getByText(s.profileSaved).first().waitFor();
    await greeted(shop, `Malai ${customer.lastName}`);
    await checkpointHere(shop, 'aftersale-profile', size);

    step('profile');
    // Another browser signed in with the old password; the password changes here.
    const other = await session.open(lang);
    await signIn(other, customer, `Malai ${customer.lastName}`);
    await shop.goto('/change-password');
    const newPassword = 'Changed-Passw0rd-2026';
    await main.getByLabel(labelled(s.currentPassword)).fill(customer.password);
    await main.getByLabel(labelled(s.newPassword)).fill(newPassword);
    await main.getByLabel(labelled(s.confirmPassword)).fill(newPassword);
    await main.getByRole('button', { name: s.changePassword, exact: true }).click();
    const done = page.getByRole('alertdialog', { name: s.passwordChanged });
    await done.waitFor();
    await checkpointHere(shop, 'aftersale-password-changed', size);
    await done.getByRole('button').first().click();
    // The other browser's session has ended: its next private page signs it out.
    await other.goto('/transaction-history');
    await other.page.setViewportSize(DESKTOP);
    await other.page
      .getByRole('banner')
      .getByRole('button', { name: a.signIn, exact: true })
      .first()
      .waitFor();

    step('password');
    // A guest's order joins the account with its shipping e-mail and mobile number.
    const guest = await guestPaidOrder(baseUrl, CHARGER.code, CHARGER.price);
    await shop.goto('/assign-account');
    await main.getByLabel(labelled(s.assignPoNumber)).fill(guest.poNumber);
    await main.getByLabel(labelled(s.assignEmail)).fill(guest.email);
    await main.getByLabel(labelled(s.assignMobile)).fill(guest.mobile);
    await main.getByRole('button', { name: s.assignSubmit, exact: true }).click();
    await page.getByRole('alertdialog').getByText(s.assigned).waitFor();
    await checkpointHere(shop, 'aftersale-assigned', size);
    await shop.goto('/transaction-history');
    await main.getByText(guest.poNumber).first().waitFor();
    step('assigned');
    console.log(`${lang}: ${steps.join(', ')}`);
    expect(shop.pageErrors).toEqual([]);
    // The longest journey: a purchase, the operator's four commands and five pages.
  }, 240_000);
});
