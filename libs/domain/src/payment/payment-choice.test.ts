import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import { paymentChoiceArb } from '../testing/payment.arbitraries';
import {
  applyPayable,
  chooseInstalment,
  choosePoints,
  clearInstalment,
  FULL_CASH_CHOICE,
  tickPointRedemption,
  untickPointRedemption,
  type PaymentChoice,
} from './payment-choice';

const instalment10: PaymentChoice = { redeemPoints: false, points: undefined, termOfFlexi: 10 };
const redeeming: PaymentChoice = { redeemPoints: true, points: 50_000, termOfFlexi: undefined };

describe('PaymentChoice: the tick box, the slider and the instalment list of the payment-option step', () => {
  it('starts at full cash', () => {
    expect(FULL_CASH_CHOICE).toEqual({
      redeemPoints: false,
      points: undefined,
      termOfFlexi: undefined,
    });
  });

  it('"Ticking point redemption clears instalment", starting from as many points as allowed', () => {
    expect(tickPointRedemption(instalment10)).toEqual({
      redeemPoints: true,
      points: undefined,
      termOfFlexi: undefined,
    });
  });

  it('"and vice versa": choosing a 10-month instalment clears point redemption', () => {
    expect(chooseInstalment(redeeming, 10)).toEqual(instalment10);
  });

  it('"unticking resets to full cash"', () => {
    expect(untickPointRedemption(redeeming)).toEqual(FULL_CASH_CHOICE);
  });

  it('clearing the instalment is full cash', () => {
    expect(clearInstalment(instalment10)).toEqual(FULL_CASH_CHOICE);
  });

  it('moving the slider sets the points while redeeming, and does nothing otherwise', () => {
    expect(choosePoints(redeeming, 20_000)).toEqual({ ...redeeming, points: 20_000 });
    expect(choosePoints(instalment10, 20_000)).toBe(instalment10);
  });

  it('"if cash minus discount is 0 or less, points and instalment are turned off"', () => {
    expect(applyPayable(redeeming, thb(0))).toEqual(FULL_CASH_CHOICE);
    expect(applyPayable(instalment10, thb(-100))).toEqual(FULL_CASH_CHOICE);
    expect(applyPayable(instalment10, thb('0.01'))).toBe(instalment10);
  });

  describe('properties', () => {
    const transitionArb = fc.oneof(
      fc.constant((choice: PaymentChoice) => tickPointRedemption(choice)),
      fc.constant((choice: PaymentChoice) => untickPointRedemption(choice)),
      fc.constant((choice: PaymentChoice) => clearInstalment(choice)),
      fc
        .integer({ min: 1, max: 36 })
        .map((term) => (choice: PaymentChoice) => chooseInstalment(choice, term)),
      fc
        .integer({ min: 0, max: 1_000_000 })
        .map((points) => (choice: PaymentChoice) => choosePoints(choice, points)),
      moneyArb({ min: -1000, max: 1000 }).map(
        (payable) => (choice: PaymentChoice) => applyPayable(choice, payable),
      ),
    );

    it('after any sequence of actions, points and an instalment are never chosen together', () => {
      fc.assert(
        fc.property(
          paymentChoiceArb(),
          fc.array(transitionArb, { maxLength: 20 }),
          (start, actions) => {
            const end = actions.reduce((choice, action) => action(choice), start);
            expect(end.redeemPoints && end.termOfFlexi !== undefined).toBe(false);
            if (!end.redeemPoints) expect(end.points).toBeUndefined();
          },
        ),
      );
    });
  });
});
