import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { moneyToString, thb } from '../money/money';
import { includedVat } from './included-vat';
import { moneyArb } from '../testing/money.arbitraries';

describe('includedVat: the 7% VAT inside a tax-inclusive price (7/107)', () => {
  it('THB 107.00 includes THB 7.00', () => {
    expect(moneyToString(includedVat(thb('107.00')))).toBe('7.00');
  });

  it('THB 32,900.00 includes 32,900 x 7 / 107 = 2,152.3364... -> THB 2,152.34 (half up)', () => {
    expect(moneyToString(includedVat(thb('32900.00')))).toBe('2152.34');
  });

  it('rounds to the nearest satang: THB 1.00 includes 0.0654... -> THB 0.07; THB 0.07 includes 0.0045... -> THB 0.00', () => {
    expect(moneyToString(includedVat(thb('1.00')))).toBe('0.07');
    expect(moneyToString(includedVat(thb('0.07')))).toBe('0.00');
    expect(moneyToString(includedVat(thb('0.00')))).toBe('0.00');
  });

  describe('properties', () => {
    it('is within half a satang of amount x 7 / 107', () => {
      fc.assert(
        fc.property(moneyArb({ min: 0, max: 5_000_000 }), (amount) => {
          const exact = amount.times(7).dividedBy(107);
          expect(includedVat(amount).minus(exact).abs().lessThanOrEqualTo(new Dec('0.005'))).toBe(
            true,
          );
        }),
      );
    });

    it('never exceeds the amount and never decreases as the amount grows', () => {
      fc.assert(
        fc.property(
          moneyArb({ min: 0, max: 5_000_000 }),
          moneyArb({ min: 0, max: 1000 }),
          (amount, more) => {
            expect(includedVat(amount).lessThanOrEqualTo(amount)).toBe(true);
            expect(
              includedVat(thb(amount.plus(more))).greaterThanOrEqualTo(includedVat(amount)),
            ).toBe(true);
          },
        ),
      );
    });
  });
});
