import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { RefundPromoCode, type PaymentQuote } from '@rewards/api-client/contract';
import { moneyToString, subtractMoney, thb, type Money } from '@rewards/domain';
import { $refundCoupon, paymentSlice } from '../../entities/checkout/model';
import {
  GOOD_ADDRESS,
  checkoutScope,
  phoneLine,
  refusal,
  wire,
  type CheckoutSetUp,
} from '../../testing/checkout';
import {
  $cartPayment,
  $cashShown,
  $payable,
  $refundCodeError,
  $refundCodes,
  $refundCouponApplied,
  $refundCouponShown,
  $totals,
  agreeToggled,
  cardBrandChosen,
  checkPaymentConditionFx,
  checkoutOpened,
  fetchRefundCodesFx,
  payNowClicked,
  refundCodeChosen,
} from './model';

const code = (promoCode: string, value: string, expiredDate = '2026-12-31T16:59:59Z') =>
  wire(RefundPromoCode, {
    promoCode,
    displayValue: value,
    startDate: '2026-05-01T00:00:00Z',
    expiredDate,
    description: 'Refund',
    thaiDescription: 'คืนเงิน',
  });

const CODES = [code('RF-SMALL', '1000.00'), code('RF-BIG', '99999.00')];

async function open(step: '3' | '4', setUp: CheckoutSetUp = {}) {
  const fetched: number[] = [];
  const set = checkoutScope({
    token: 'token',
    lines: [phoneLine('a', 1)],
    inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS },
    location: `/cart/${step}?lang=en`,
    handlers: [[fetchRefundCodesFx as never, () => (fetched.push(1), CODES)]],
    ...setUp,
  });
  await allSettled(checkoutOpened, { scope: set.scope, params: step });
  return { ...set, fetched };
}

const money = (value: Money | undefined) =>
  value === undefined ? undefined : moneyToString(value);
const less = (amount: Money, by: string) => moneyToString(subtractMoney(amount, thb(by)));

describe('refund promo code on the payment step', () => {
  it("lists a signed-in customer's codes and none for a guest", async () => {
    const { scope, fetched } = await open('3');
    expect(fetched).toHaveLength(1);
    expect(scope.getState($refundCodes).map((entry) => entry.promoCode)).toEqual([
      'RF-SMALL',
      'RF-BIG',
    ]);
    const guest = await open('3', { token: null });
    expect(guest.fetched).toHaveLength(0);
    expect(guest.scope.getState($refundCodes)).toEqual([]);
  });

  it('pays like cash before the payment: the card pays what is left', async () => {
    const { scope } = await open('3');
    const total = scope.getState($totals).total;
    await allSettled(refundCodeChosen, { scope, params: 'RF-SMALL' });
    expect(scope.getState($refundCoupon)?.code).toBe('RF-SMALL');
    const applied = scope.getState($refundCouponApplied);
    expect(money(applied?.applied)).toBe('1000.00');
    expect(money(scope.getState($payable))).toBe(less(total, '1000'));
    expect(money(scope.getState($cartPayment).cash)).toBe(less(total, '1000'));
    // The total before the code is unchanged: the code is shown as a part of the payment.
    expect(money(scope.getState($totals).total)).toBe(moneyToString(total));
  });

  it('pays no more than the order: a code worth more leaves nothing to pay by card', async () => {
    const { scope } = await open('3');
    await allSettled(refundCodeChosen, { scope, params: 'RF-BIG' });
    expect(money(scope.getState($refundCouponApplied)?.applied)).toBe(
      moneyToString(scope.getState($totals).total),
    );
    expect(money(scope.getState($cartPayment).cash)).toBe('0.00');
  });

  it("Don't use keeps no code", async () => {
    const { scope } = await open('3');
    await allSettled(refundCodeChosen, { scope, params: 'RF-SMALL' });
    await allSettled(refundCodeChosen, { scope, params: null });
    expect(scope.getState($refundCoupon)).toBeNull();
    expect(scope.getState($refundCouponApplied)).toBeNull();
  });

  it('is kept for a reload, and a kept code no longer listed is dropped', async () => {
    const kept = { code: 'RF-SMALL', value: thb('1000.00') };
    const { scope, recorded } = await open('3', { payment: { refundCoupon: kept } });
    expect(scope.getState($refundCoupon)?.code).toBe('RF-SMALL');
    await allSettled(refundCodeChosen, { scope, params: 'RF-BIG' });
    const written = recorded.writes.filter((write) => write.slice === paymentSlice).at(-1);
    expect((written?.data as { refundCoupon: unknown }).refundCoupon).toEqual({
      code: 'RF-BIG',
      value: '99999.00',
    });
    const gone = await open('3', {
      payment: { refundCoupon: { code: 'RF-SPENT', value: thb('50.00') } },
    });
    expect(gone.scope.getState($refundCoupon)).toBeNull();
  });

  it('a guest never sends a kept code', async () => {
    const { scope, recorded } = await open('4', {
      token: null,
      payment: { refundCoupon: { code: 'RF-SMALL', value: thb('1000.00') }, cardBrand: 'KCC' },
    });
    expect(scope.getState($refundCouponApplied)).toBeNull();
    await allSettled(agreeToggled, { scope, params: true });
    await allSettled(payNowClicked, { scope });
    expect(recorded.quotes[0]?.refundCoupon).toBeUndefined();
  });
});

describe('refund promo code at Pay now', () => {
  it('is sent as refundCoupon with the cash the code leaves', async () => {
    const { scope, recorded } = await open('4', {
      payment: { refundCoupon: { code: 'RF-SMALL', value: thb('1000.00') } },
    });
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    await allSettled(agreeToggled, { scope, params: true });
    await allSettled(payNowClicked, { scope });
    const [body] = recorded.quotes;
    expect(body?.refundCoupon).toBe('RF-SMALL');
    expect(body && moneyToString(body.discount)).toBe('0.00');
    expect(body && moneyToString(body.cash)).toBe(less(scope.getState($totals).total, '1000'));
    expect(recorded.orders).toHaveLength(1);
  });

  it('the review shows what the server quoted for the code, until the order changes', async () => {
    const { scope } = await open('4', {
      payment: { refundCoupon: { code: 'RF-SMALL', value: thb('1000.00') } },
      handlers: [
        [fetchRefundCodesFx as never, () => CODES],
        [
          checkPaymentConditionFx as never,
          (): PaymentQuote => ({
            quote: 'signed',
            expiresAt: '2026-06-01T01:00:00Z',
            total: thb('45900.00'),
            discount: thb('0'),
            cash: thb('44900.00'),
            point: 0,
            paymentType: 'CASH',
            lines: [],
            // Figures of the server's own, told apart from the browser's preview by their code.
            refundCoupon: { code: 'RF-SERVER', amount: thb('1000.00'), payable: thb('44900.00') },
          }),
        ],
      ],
    });
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    expect(scope.getState($refundCouponShown)?.code).toBe('RF-SMALL');
    await allSettled(agreeToggled, { scope, params: true });
    await allSettled(payNowClicked, { scope });
    expect(scope.getState($refundCouponShown)).toMatchObject({ code: 'RF-SERVER' });
    expect(money(scope.getState($refundCouponShown)?.applied)).toBe('1000.00');
    expect(money(scope.getState($cashShown))).toBe('44900.00');
    // Back on the payment step, another code: the server has not quoted this order, the preview shows it.
    await allSettled(checkoutOpened, { scope, params: '3' });
    await allSettled(refundCodeChosen, { scope, params: 'RF-BIG' });
    expect(scope.getState($refundCouponShown)?.code).toBe('RF-BIG');
    expect(money(scope.getState($cashShown))).toBe(money(scope.getState($cartPayment).cash));
  });

  it("a refused code goes back to the payment step with the server's reason, keeping the rest", async () => {
    const { scope, recorded } = await open('4', {
      payment: { refundCoupon: { code: 'RF-SMALL', value: thb('1000.00') } },
      handlers: [
        [fetchRefundCodesFx as never, () => CODES],
        [
          checkPaymentConditionFx as never,
          () => {
            throw refusal('E609', 'Used', [
              { field: 'refundCoupon', code: 'checkout.refundCouponUsed' },
            ]);
          },
        ],
      ],
    });
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    await allSettled(agreeToggled, { scope, params: true });
    await allSettled(payNowClicked, { scope });
    expect(scope.getState($refundCodeError)).toEqual({ code: 'checkout.refundCouponUsed' });
    expect(scope.getState($refundCoupon)).toBeNull();
    expect(recorded.navigations.at(-1)).toBe('/cart/3?lang=en');
    expect(recorded.orders).toHaveLength(0);
    // Another choice answers the refusal.
    await allSettled(refundCodeChosen, { scope, params: 'RF-BIG' });
    expect(scope.getState($refundCodeError)).toBeNull();
  });
});
