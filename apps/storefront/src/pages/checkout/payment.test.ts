import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { moneyToString } from '@rewards/domain';
import { $paymentChoice } from '../../entities/checkout/model';
import { GOOD_ADDRESS, checkoutScope, phoneLine } from '../../testing/checkout';
import {
  $cartPayment,
  $offeredTerms,
  $paymentErrors,
  $paymentStepValid,
  cardBrandChosen,
  checkoutOpened,
  fetchPointsFx,
  instalmentChosen,
  paymentContinued,
  pointRedemptionToggled,
  pointsChanged,
} from './model';

const POINTS_ON = {
  FE_POINTS_REDEMPTION: 'Y',
  FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION: '5000000',
};

async function paymentStep(
  config = {},
  token: string | null = 'token',
  lines = [phoneLine('a', 1)],
) {
  const set = checkoutScope({
    lines,
    token,
    guest: token === null ? 'guest-1' : null,
    config,
    inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS },
    handlers: [[fetchPointsFx as never, () => 10_000_000]],
  });
  await allSettled(checkoutOpened, { scope: set.scope, params: '3' });
  return set;
}

const payment = (scope: Scope) => {
  const derived = scope.getState($cartPayment);
  return { ...derived, cash: moneyToString(derived.cash) };
};

describe('the payment option (step 3)', () => {
  it('with points switched off, ticking them does nothing: full cash', async () => {
    const { scope } = await paymentStep();
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    await allSettled(pointRedemptionToggled, { scope, params: true });
    expect(scope.getState($paymentChoice).redeemPoints).toBe(false);
    expect(payment(scope)).toEqual({
      paymentType: 'CASH',
      cash: '45900.00',
      point: 0,
      termOfFlexi: undefined,
    });
  });

  it('with points on, ticking them redeems as many as needed and allowed; the slider moves the split', async () => {
    const { scope } = await paymentStep(POINTS_ON, 'token', [
      phoneLine('a', 1, { unitPrice: '5000.00' }),
    ]);
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    await allSettled(pointRedemptionToggled, { scope, params: true });
    // THB 5,000 is 833,334 points at 1000/6 (rounded up), within the cap of 5,000,000.
    expect(payment(scope)).toEqual({
      paymentType: 'POINT',
      cash: '0.00',
      point: 833_334,
      termOfFlexi: undefined,
    });
    await allSettled(pointsChanged, { scope, params: { by: 'cash', value: '2000' } });
    expect(payment(scope)).toMatchObject({
      paymentType: 'POINT_CASH',
      cash: '2000.00',
      point: 500_000,
    });
    expect(scope.getState($paymentErrors)).toEqual([]);
    expect(scope.getState($paymentStepValid)).toBe(true);
  });

  it('the per-transaction cap leaves the rest in cash, and an item above 999,999 points is refused', async () => {
    const { scope } = await paymentStep(POINTS_ON);
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    await allSettled(pointRedemptionToggled, { scope, params: true });
    // 5,000,000 points are THB 30,000 at 1000/6; THB 15,900 is left in cash.
    expect(payment(scope)).toEqual({
      paymentType: 'POINT_CASH',
      cash: '15900.00',
      point: 5_000_000,
      termOfFlexi: undefined,
    });
    // A THB 45,900 phone is 7,650,000 points: more than one item may cost in points.
    expect(scope.getState($paymentErrors).map((error) => error.code)).toEqual([
      'points.itemMaximumExceeded',
    ]);
    expect(scope.getState($paymentStepValid)).toBe(false);
  });

  it('a guest has no points to redeem, so ticking them still pays cash', async () => {
    const { scope } = await paymentStep(POINTS_ON, null);
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    await allSettled(pointRedemptionToggled, { scope, params: true });
    expect(payment(scope).paymentType).toBe('CASH');
  });

  it('points and an instalment exclude each other; unticking is full cash', async () => {
    const { scope } = await paymentStep(POINTS_ON);
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    await allSettled(pointRedemptionToggled, { scope, params: true });
    await allSettled(instalmentChosen, { scope, params: 10 });
    expect(scope.getState($paymentChoice)).toEqual({
      redeemPoints: false,
      points: undefined,
      termOfFlexi: 10,
    });
    expect(payment(scope)).toMatchObject({
      paymentType: 'CASH_INSTALLMENT',
      point: 0,
      termOfFlexi: 10,
    });
    await allSettled(pointRedemptionToggled, { scope, params: true });
    expect(scope.getState($paymentChoice).termOfFlexi).toBeUndefined();
    await allSettled(pointRedemptionToggled, { scope, params: false });
    expect(payment(scope)).toMatchObject({ paymentType: 'CASH', cash: '45900.00', point: 0 });
  });

  it("GCS and TMS cards take no points, and a term a card's brand does not offer is refused", async () => {
    const { scope } = await paymentStep(POINTS_ON);
    await allSettled(cardBrandChosen, { scope, params: 'GCS' });
    await allSettled(pointRedemptionToggled, { scope, params: true });
    expect(payment(scope).paymentType).toBe('CASH');
    expect(scope.getState($offeredTerms).map(({ term }) => term.termValue)).toEqual([3, 6]);
    await allSettled(instalmentChosen, { scope, params: 10 });
    expect(scope.getState($paymentErrors).map((error) => error.code)).toContain(
      'instalments.termNotOffered',
    );
    expect(scope.getState($paymentStepValid)).toBe(false);
  });

  it('each offered term carries its plan: 10 months at 0.89% of THB 45,900', async () => {
    const { scope } = await paymentStep();
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    const ten = scope.getState($offeredTerms).find(({ term }) => term.termValue === 10);
    expect(ten?.schedule && moneyToString(ten.schedule.total)).toBe('49985.10');
  });

  it('Continue goes to the review only with a payment that holds', async () => {
    const { scope, recorded } = await paymentStep();
    await allSettled(cardBrandChosen, { scope, params: 'AYCAP' });
    await allSettled(instalmentChosen, { scope, params: 10 });
    await allSettled(paymentContinued, { scope });
    expect(recorded.navigations).toEqual([]);
    await allSettled(instalmentChosen, { scope, params: 6 });
    await allSettled(paymentContinued, { scope });
    expect(recorded.navigations).toEqual(['/cart/4?lang=en']);
  });

  it('an amount outside every cash range is offered no instalment', async () => {
    const { scope } = checkoutScope({
      lines: [phoneLine('a', 11)],
      inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS },
    });
    await allSettled(checkoutOpened, { scope, params: '3' });
    expect(scope.getState($offeredTerms)).toEqual([]);
  });
});
