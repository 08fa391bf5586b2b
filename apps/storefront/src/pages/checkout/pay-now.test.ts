import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { itemWire } from '../../testing/fixtures';
import { moneyToString } from '@rewards/domain';
import { $cart } from '../../entities/cart/model';
import { $orderKey, $promo, paymentSlice } from '../../entities/checkout/model';
import { $apiFailure } from '../../shared/api/errors';
import { installApiTransport } from '../../shared/api';
import { apiLang } from '../../shared/api/lang';
import {
  GOOD_ADDRESS,
  checkoutScope,
  phoneLine,
  promoResult,
  refusal,
  type CheckoutSetUp,
} from '../../testing/checkout';
import {
  $addressesError,
  $payNowEnabled,
  $paying,
  $review,
  $reviewError,
  $shownAddressErrors,
  agreeToggled,
  cardBrandChosen,
  checkPaymentConditionFx,
  checkoutOpened,
  payNowClicked,
  placeOrderFx,
} from './model';

async function review(setUp: CheckoutSetUp = {}) {
  const set = checkoutScope({
    lines: [
      phoneLine('a', 2, { carePlan: true, persMesg1: 'FOR MALI' }),
      phoneLine('b', 1, { checked: false }),
    ],
    inputs: {
      billing: GOOD_ADDRESS,
      shipping: { ...GOOD_ADDRESS, businessAddress: 'Y', companyName: 'Jaidee Co.' },
    },
    location: '/cart/4?lang=en',
    ...setUp,
  });
  await allSettled(checkoutOpened, { scope: set.scope, params: '4' });
  return set;
}

async function agreeAndPay(scope: Scope) {
  await allSettled(cardBrandChosen, { scope, params: 'KCC' });
  await allSettled(agreeToggled, { scope, params: true });
  await allSettled(payNowClicked, { scope });
}

describe('Pay now (step 4)', () => {
  it('needs I agree and a card brand, and stays off while paying', async () => {
    const { scope } = await review();
    expect(scope.getState($payNowEnabled)).toBe(false);
    await allSettled(agreeToggled, { scope, params: true });
    expect(scope.getState($payNowEnabled)).toBe(false);
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    expect(scope.getState($payNowEnabled)).toBe(true);
    const { scope: slow } = await review({
      handlers: [[checkPaymentConditionFx as never, () => new Promise(() => undefined)]],
    });
    await allSettled(cardBrandChosen, { scope: slow, params: 'KCC' });
    await allSettled(agreeToggled, { scope: slow, params: true });
    void allSettled(payNowClicked, { scope: slow });
    expect(slow.getState($paying)).toBe(true);
    expect(slow.getState($payNowEnabled)).toBe(false);
  });

  it('asks the payment condition of every unit of the checked lines, the totals shown and the guest, then pays', async () => {
    const { scope, recorded } = await review({ payment: { promo: promoResult() } });
    await agreeAndPay(scope);
    const [body] = recorded.quotes;
    expect(body?.txnDetailVMs).toHaveLength(2);
    expect(
      body?.txnDetailVMs.map((unit) => ({
        ...unit,
        unitPrice: moneyToString(unit.unitPrice),
        appleCarePrice: unit.appleCarePrice && moneyToString(unit.appleCarePrice),
      })),
    ).toEqual([
      {
        lineUuid: 'a',
        code: 'IP17P-256-BLK',
        unitPrice: '45900.00',
        hasAppleCare: true,
        appleCarePrice: '8490.00',
        persMesg1: 'FOR MALI',
      },
      {
        lineUuid: 'a',
        code: 'IP17P-256-BLK',
        unitPrice: '45900.00',
        hasAppleCare: true,
        appleCarePrice: '8490.00',
        persMesg1: 'FOR MALI',
      },
    ]);
    expect(body && moneyToString(body.total)).toBe('108780.00');
    expect(body && moneyToString(body.discount)).toBe('500.00');
    expect(body && moneyToString(body.cash)).toBe('108280.00');
    expect(body).toMatchObject({
      shipType: 'DELIVERY',
      paymentMethod: 'CREDIT_DEBIT_CARD',
      paymentType: 'CASH',
      point: 0,
      cardEntity: 'KCC',
      guest_uuid: 'guest-1',
      promoCode: 'SAVE500',
      billing: { fullName: 'Somchai Jaidee', businessAddress: false },
      shipping: { businessAddress: true, companyName: 'Jaidee Co.' },
    });
    expect(recorded.orders).toEqual([
      {
        quote: 'signed-quote',
        idempotencyKey: scope.getState($orderKey)?.key,
        guest_uuid: 'guest-1',
      },
    ]);
    expect(recorded.redirects).toEqual(['/sandbox-pay/42']);
  });

  it('a signed-in customer sends no guest id', async () => {
    const { scope, recorded } = await review({ token: 'token', guest: 'old-guest' });
    await agreeAndPay(scope);
    expect(recorded.quotes[0]?.guest_uuid).toBeUndefined();
    expect(recorded.orders[0]?.guest_uuid).toBeUndefined();
  });

  it('a second click, or a reload, places the same order: the key is kept with the order it was made for', async () => {
    const { scope, recorded } = await review();
    await agreeAndPay(scope);
    await allSettled(payNowClicked, { scope });
    const [first, second] = recorded.orders;
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    const kept = recorded.writes.filter((write) => write.slice === paymentSlice).at(-1);
    expect(kept?.data).toMatchObject({ orderKey: { key: first?.idempotencyKey } });
    // A reload reads the key back with the order, and pays under it again.
    const reloaded = await review({
      payment: { cardBrand: 'KCC', orderKey: scope.getState($orderKey) },
    });
    await allSettled(agreeToggled, { scope: reloaded.scope, params: true });
    await allSettled(payNowClicked, { scope: reloaded.scope });
    expect(reloaded.recorded.orders[0]?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('a changed order is a new order under a new key', async () => {
    const { scope, recorded } = await review();
    await agreeAndPay(scope);
    await allSettled(cardBrandChosen, { scope, params: 'AYCAP' });
    await allSettled(payNowClicked, { scope });
    expect(recorded.orders[1]?.idempotencyKey).not.toBe(recorded.orders[0]?.idempotencyKey);
  });

  for (const key of ['E600', 'E601', 'E603', 'E604']) {
    it(`${key} goes back to the cart, the reason in the error dialog`, async () => {
      const { scope, recorded } = await review({
        handlers: [[checkPaymentConditionFx as never, () => Promise.reject(refusal(key))]],
      });
      await agreeAndPay(scope);
      expect(recorded.navigations).toEqual(['/cart/1?lang=en']);
      expect(scope.getState($apiFailure)?.failure).toMatchObject({ body: { errorKey: key } });
      expect(scope.getState($paying)).toBe(false);
      expect(recorded.orders).toEqual([]);
    });
  }

  it('E602 reads the prices again, keeps the choices, and says so at the top of the review', async () => {
    installApiTransport({
      lang: apiLang,
      fetch: async () =>
        new Response(JSON.stringify(itemWire({ unitPrice: '47900.00' })), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const { scope, recorded } = await review({
      handlers: [
        [
          placeOrderFx as never,
          () => Promise.reject(refusal('E602', 'Price has changed for this item.')),
        ],
      ],
    });
    await agreeAndPay(scope);
    expect(scope.getState($reviewError)).toEqual({ text: 'Price has changed for this item.' });
    expect(recorded.scrolls).toHaveLength(1);
    const [a, b] = scope.getState($cart);
    expect(a).toMatchObject({
      uuid: 'a',
      quantity: 2,
      hasAppleCare: true,
      persMesg1: 'FOR MALI',
      checked: true,
      unitPrice: '47900.00',
      historyCashPrice: '45900.00',
    });
    expect(b).toMatchObject({ uuid: 'b', checked: false, unitPrice: '47900.00' });
    expect(scope.getState($review).notices.map((notice) => notice.code)).toContain(
      'cart.priceChanged',
    );
  });

  it('E605 goes back to step 2 with the fields the server refused', async () => {
    const { scope, recorded } = await review({
      handlers: [
        [
          checkPaymentConditionFx as never,
          () =>
            Promise.reject(
              refusal('E605', 'Please check your address', [
                { field: 'shipping.postalCode', code: 'postalCode.invalidPrefix' },
              ]),
            ),
        ],
      ],
    });
    await agreeAndPay(scope);
    expect(recorded.navigations).toEqual(['/cart/2?lang=en']);
    expect(scope.getState($addressesError)).toEqual({ text: 'Please check your address' });
    expect(
      scope.getState($shownAddressErrors).shipping.postalCode?.map((error) => error.code),
    ).toEqual(['postalCode.invalidPrefix']);
  });

  it('other keys show at the top of the review, scrolled into view; the shopper may pay again', async () => {
    for (const key of ['E606', 'E610', 'E611', 'E612', 'E702', 'E608']) {
      const { scope, recorded } = await review({
        handlers: [
          [checkPaymentConditionFx as never, () => Promise.reject(refusal(key, `Refused ${key}`))],
        ],
      });
      await agreeAndPay(scope);
      expect(scope.getState($reviewError)).toEqual({ text: `Refused ${key}` });
      expect(recorded.scrolls).toHaveLength(1);
      expect(recorded.navigations).toEqual([]);
      expect(scope.getState($payNowEnabled)).toBe(true);
    }
  });

  it('E652 asks for a new quote under a new key, once', async () => {
    let placed = 0;
    const { scope, recorded } = await review({
      handlers: [
        [
          placeOrderFx as never,
          (body: { idempotencyKey: string }) => {
            placed += 1;
            recorded.orders.push(body as never);
            if (placed === 1) return Promise.reject(refusal('E652'));
            return {
              poNumber: 'OEKSCTHA00000043',
              paymentUrl: '/sandbox-pay/43',
              status: 'PENDING',
            };
          },
        ],
      ],
    });
    await agreeAndPay(scope);
    expect(recorded.quotes).toHaveLength(2);
    expect(recorded.orders[1]?.idempotencyKey).not.toBe(recorded.orders[0]?.idempotencyKey);
    expect(recorded.redirects).toEqual(['/sandbox-pay/43']);

    const again = await review({
      handlers: [[placeOrderFx as never, () => Promise.reject(refusal('E652', 'Quote expired'))]],
    });
    await agreeAndPay(again.scope);
    expect(again.recorded.quotes).toHaveLength(2);
    expect(again.scope.getState($reviewError)).toEqual({ text: 'Quote expired' });
  });

  it('an applied promotion is sent with its confirmation', async () => {
    const { scope, recorded } = await review({
      payment: {
        promo: promoResult({ special: 'Y', haveGift: 'Y' }),
        promoInputs: {
          enabled: true,
          code: 'SAVE500',
          email: 'a@kbank.com ',
          termsAcknowledged: true,
        },
      },
    });
    await agreeAndPay(scope);
    expect(recorded.quotes[0]).toMatchObject({
      promoCode: 'SAVE500',
      spcEmail: 'a@kbank.com',
      tcAcknowledged: true,
      haveGift: true,
      confirmNoGift: false,
    });
    expect(scope.getState($promo)?.status).toBe('APPLIED');
  });
});
