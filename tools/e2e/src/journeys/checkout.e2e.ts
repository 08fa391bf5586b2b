import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_TEXTS, labelled } from '../support/account-texts';
import { LANGS, PHONE, type Lang, type ShopPage } from '../support/browser';
import { CHECKOUT_TEXTS, TEST_CARDS } from '../support/checkout-texts';
import { useShopSession } from '../support/session';
import { signInFromHeader } from '../support/sign-in';
import { TEXTS } from '../support/texts';
import { expectChecked, expectUrl, normalise, pick, priceIn } from '../support/ui';

const session = useShopSession();

/** iPad Air 11-inch (M3) 256GB Blue: engraving and AppleCare+, THB 27,900 + 2,990. */
const IPAD_AIR = '/itemDetail?itemCode=IPDA11-BLU-256GB&category=2&catalogue=202';
/** iPhone 17 Pro 256GB Silver, THB 45,900, through the cart's prefill link. */
const IPHONE_LINK = '/cart/1?codes=IP17P-SLV-256GB&quantities=1';

/** A seeded customer with billing and shipping addresses in the profile. */
const MEMBER = {
  email: 'somchai@rewards.example',
  password: 'Rewards2026',
  name: 'Somchai Jaidee',
};
/** THB 1,000 off for an e-mail of kbank.com or kasikornbank.com. */
const STAFF_CODE = 'KBANKSTAFF';

/** The amount the payment page asks for, as a number of baht. */
async function amountToPay(page: Page, lang: Lang): Promise<number | undefined> {
  return priceIn(await page.locator('dl').innerText(), lang);
}

/**
 * The `poNumber` of every order placement answered while `work` runs, read as
 * the answers pass through (the page leaves for the provider at once, and its
 * answers' bodies with it).
 */
async function placementsDuring(page: Page, work: () => Promise<void>): Promise<string[]> {
  const placed: string[] = [];
  const pattern = (url: URL) => url.pathname === '/backend/api/transaction/payment';
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json().catch(() => undefined)) as
      { poNumber?: unknown } | undefined;
    placed.push(String(body?.poNumber));
    await route.fulfill({ response });
  });
  try {
    await work();
  } finally {
    await page.unroute(pattern);
  }
  return placed;
}

describe.each(LANGS)('checkout in %s', (lang) => {
  const t = TEXTS[lang];
  const a = ACCOUNT_TEXTS[lang];
  const c = CHECKOUT_TEXTS[lang];

  /** From the cart, Checkout as a guest, to step 2. */
  async function checkoutAsGuest(shop: ShopPage) {
    const { page } = shop;
    await page.getByRole('main').getByRole('button', { name: a.checkout }).click();
    await page.locator('dialog[open]').getByRole('button', { name: a.continueAsGuest }).click();
    await expectUrl(page, (url) => url.pathname === '/cart/2', 'step 2 as a guest');
  }

  /** Step 2 for a guest: the billing address (its postal code fills the area), shipping the same. */
  async function fillAddresses(shop: ShopPage) {
    const { page } = shop;
    const main = page.getByRole('main');
    const billing = main.getByRole('group', { name: c.billing });
    await billing.getByLabel(labelled(c.fullName)).fill('Nok Sukjai');
    await billing.getByLabel(labelled(c.mobilePhone)).fill('0812345678');
    await billing.getByLabel(labelled(c.email)).fill('nok@example.com');
    await billing.getByLabel(labelled(c.address1)).fill('99/1 Sukhumvit Tower, 12th floor');
    await billing.getByLabel(labelled(c.street)).fill('Sukhumvit');
    await billing.getByLabel(labelled(c.postalCode)).fill('10110');
    // 10110 covers several sub-districts: the shopper picks one and the rest is filled in.
    const places = billing.getByLabel(c.places);
    await places.selectOption({ index: 1 });
    await main.getByRole('button', { name: c.sameAsBilling }).click();
    const shipping = main.getByRole('group', { name: c.shipping });
    await expect
      .poll(() => shipping.getByLabel(labelled(c.fullName)).inputValue(), {
        message: 'the shipping address copied from billing',
      })
      .toBe('Nok Sukjai');
  }

  async function continueTo(shop: ShopPage, step: number) {
    await shop.page
      .getByRole('main')
      .getByRole('button', { name: c.continue, exact: true })
      .click();
    await expectUrl(shop.page, (url) => url.pathname === `/cart/${step}`, `step ${step}`);
  }

  /** Step 3: Krungsri's card, then `months` of instalments or the whole amount at once. */
  async function choosePayment(shop: ShopPage, months?: number) {
    const main = shop.page.getByRole('main');
    await main.getByLabel(c.card).selectOption({ label: c.krungsri });
    const plan = main.getByRole('radio', {
      name: months === undefined ? c.payInFull : c.term(months),
    });
    await pick(plan);
    await expectChecked(plan, 'the payment plan');
  }

  /** Step 4: I agree, Pay now, and the payment provider's page; its order number. */
  async function payNow(shop: ShopPage, clicks = 1): Promise<{ poNumber: string; amount: number }> {
    const { page } = shop;
    const main = page.getByRole('main');
    const agree = main.getByRole('checkbox', { name: c.agree });
    if (!(await agree.isChecked())) await pick(agree);
    await expectChecked(agree, 'I agree');
    const placed = await placementsDuring(page, async () => {
      await main.getByRole('button', { name: c.payNow, exact: true }).click({ clickCount: clicks });
      await expectUrl(page, (url) => url.pathname.startsWith('/sandbox-pay/'), 'the payment page');
      await page.getByLabel(c.sandboxCardNumber).waitFor();
    });
    const order = normalise(await page.locator('dd').first().innerText());
    expect(placed.length, 'Pay now placed an order').toBeGreaterThan(0);
    expect(new Set(placed), 'every placement answered the same order').toEqual(new Set([order]));
    const amount = await amountToPay(page, lang);
    if (amount === undefined) throw new Error('The payment page shows no amount');
    return { poNumber: order, amount };
  }

  async function payOnSandbox(shop: ShopPage, card: string) {
    await shop.page.getByLabel(c.sandboxCardNumber).fill(card);
    await shop.page.getByRole('button', { name: c.sandboxPay, exact: true }).click();
  }

  test('a guest on a phone buys an engraved item with a care plan on a 10-month instalment', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    await page.setViewportSize(PHONE);
    const main = page.getByRole('main');

    // The item page: engraving, then the care plan, then Add to cart.
    await shop.goto(IPAD_AIR);
    await main.getByRole('button', { name: t.addEngraving, exact: true }).click();
    await main.getByRole('textbox', { name: t.line(1) }).fill('For Nok');
    const confirm = main.getByRole('checkbox', { name: t.confirmEngraving });
    await pick(confirm);
    await expectChecked(confirm, 'the engraving confirmation');
    await main.getByRole('button', { name: t.saveEngraving, exact: true }).click();
    await expectUrl(page, (url) => !url.searchParams.has('screen'), 'back on the item');
    const carePlan = main.getByRole('region', { name: c.carePlan }).getByRole('checkbox');
    await pick(carePlan);
    await expectChecked(carePlan, 'the care plan');
    await main.getByRole('button', { name: t.addToCart, exact: true }).click();
    await page.getByRole('banner').getByText('1', { exact: true }).first().waitFor();

    await shop.goto('/cart/1');
    await shop.checkpoint('checkout-cart');
    await checkoutAsGuest(shop);
    await fillAddresses(shop);
    await shop.checkpoint('checkout-addresses');
    await continueTo(shop, 3);

    await choosePayment(shop, 10);
    await shop.checkpoint('checkout-payment-instalment');
    await continueTo(shop, 4);
    // The review repeats the engraving, the care plan and the plan's figures.
    await main.getByText(t.engravedLine(1, 'For Nok'), { exact: true }).first().waitFor();
    await main.getByText(c.term(10)).first().waitFor();
    await shop.checkpoint('checkout-review');

    // The provider asks for the cash price of the item and its care plan, to the satang.
    const { poNumber, amount } = await payNow(shop);
    expect(amount).toBe(27_900 + 2_990);
    await shop.checkpoint('payment-page');
    await payOnSandbox(shop, TEST_CARDS.approved);

    await main.getByRole('heading', { name: c.completed }).waitFor();
    await expectUrl(page, (url) => url.pathname === '/cart/5', 'the result at step 5');
    await main.getByText(poNumber, { exact: true }).first().waitFor();
    await main
      .getByText(new RegExp(`${c.subOrder} ${poNumber}01`))
      .first()
      .waitFor();
    await shop.checkpoint('checkout-completed');

    // Bought: the cart is empty; Back does not pay again.
    await page.goBack();
    await expect
      .poll(() => new URL(page.url()).pathname.startsWith('/sandbox-pay/'), {
        message: 'Back leaves the result without paying again',
      })
      .toBe(false);
    await shop.goto('/cart/1');
    await expect
      .poll(() => main.getByText(c.ipadAir256Blue).count(), { message: 'the cart after paying' })
      .toBe(0);
    expect(shop.pageErrors).toEqual([]);
  });

  test('a member pays cash with a promotion code of a special e-mail domain', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');
    const header = page.getByRole('banner');

    await shop.goto('/');
    await signInFromHeader(page, lang, MEMBER);
    await header
      .getByRole('button', { name: a.greeting(MEMBER.name) })
      .first()
      .waitFor();

    await shop.goto(IPHONE_LINK);
    await main.getByText(t.iphone17Pro256Silver).first().waitFor();
    await main.getByRole('button', { name: a.checkout }).click();
    await expectUrl(page, (url) => url.pathname === '/cart/2', 'step 2 for a member');
    // The profile's addresses fill both forms.
    await expect
      .poll(() =>
        main.getByRole('group', { name: c.shipping }).getByLabel(labelled(c.fullName)).inputValue(),
      )
      .not.toBe('');
    await continueTo(shop, 3);

    await choosePayment(shop);
    await pick(main.getByRole('checkbox', { name: c.promoEnable }));
    await main.getByRole('textbox', { name: labelled(c.promoCode) }).fill(STAFF_CODE.toLowerCase());
    await main.getByRole('button', { name: c.promoApply, exact: true }).click();
    // The code asks for the staff e-mail first; another domain is refused.
    const email = main.getByLabel(labelled(c.promoEmail));
    await email.fill('somchai@example.com');
    await main.getByRole('button', { name: c.promoConfirm, exact: true }).click();
    await main.getByText(c.promoEmailRefused).first().waitFor();
    await email.fill('somchai@kbank.com');
    await main.getByRole('button', { name: c.promoConfirm, exact: true }).click();
    await main.getByText(c.promoApplied(STAFF_CODE)).first().waitFor();
    await shop.checkpoint('checkout-promotion-applied');
    await continueTo(shop, 4);

    const { amount } = await payNow(shop);
    expect(amount).toBe(45_900 - 1_000);
    await payOnSandbox(shop, TEST_CARDS.approved);
    await main.getByRole('heading', { name: c.completed }).waitFor();
    await main.getByText(STAFF_CODE).first().waitFor();
    expect(shop.pageErrors).toEqual([]);
  });

  test('declined and cancelled payments keep the cart; a double click on Pay now places one order', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');

    await shop.goto(IPHONE_LINK);
    await main.getByText(t.iphone17Pro256Silver).first().waitFor();
    await checkoutAsGuest(shop);
    await fillAddresses(shop);
    await continueTo(shop, 3);
    await choosePayment(shop);
    await continueTo(shop, 4);

    // A double click: one order, whose page the browser opens.
    const first = await payNow(shop, 2);
    expect(first.amount).toBe(45_900);
    // Back from the provider to the review, and Pay now again: still that one order.
    await page.goBack();
    await expectUrl(page, (url) => url.pathname === '/cart/4', 'back on the review');
    const again = await payNow(shop);
    expect(again.poNumber).toBe(first.poNumber);

    await payOnSandbox(shop, TEST_CARDS.declined);
    await main.getByRole('heading', { name: c.declined }).waitFor();
    await shop.checkpoint('checkout-declined');
    await main.getByRole('link', { name: c.backToCart }).click();
    await expectUrl(page, (url) => url.pathname === '/cart/1', 'back in the cart');
    await main.getByText(t.iphone17Pro256Silver).first().waitFor();

    // Another try is another order; the provider's Cancel keeps the cart too.
    await main.getByRole('button', { name: a.checkout }).click();
    await expectUrl(page, (url) => url.pathname === '/cart/2', 'step 2 again, as the same guest');
    await continueTo(shop, 3);
    await continueTo(shop, 4);
    const second = await payNow(shop);
    expect(second.poNumber).not.toBe(first.poNumber);
    await page.getByRole('button', { name: c.sandboxCancel, exact: true }).click();
    await main.getByRole('heading', { name: c.cancelled }).waitFor();
    await shop.goto('/cart/1');
    await main.getByText(t.iphone17Pro256Silver).first().waitFor();
    expect(shop.pageErrors).toEqual([]);
  });
});
