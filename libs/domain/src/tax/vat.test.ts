import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { moneyToString, thb } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import { VAT_RATE_PERCENT, vatIncluded } from './vat';

describe('vatIncluded: the VAT inside a price that includes it (7%)', () => {
  it('is total x 7/107 rounded to the satang, half up, and the net is the rest', () => {
    const { vat, net, total } = vatIncluded(thb('30890.00'));
    expect(moneyToString(total)).toBe('30890.00');
    // 30890 x 7 / 107 = 2020.841...
    expect(moneyToString(vat)).toBe('2020.84');
    expect(moneyToString(net)).toBe('28869.16');
    expect(VAT_RATE_PERCENT).toBe(7);
  });

  it('rounds to the nearest satang', () => {
    expect(moneyToString(vatIncluded(thb('1.07')).vat)).toBe('0.07');
    expect(moneyToString(vatIncluded(thb('0.08')).vat)).toBe('0.01'); // 0.00523...
    expect(moneyToString(vatIncluded(thb('0.07')).vat)).toBe('0.00'); // 0.00457...
    expect(moneyToString(vatIncluded(thb('0.00')).vat)).toBe('0.00');
  });

  it('is the exact VAT rounded half up, whatever the total', () => {
    fc.assert(
      fc.property(moneyArb({ min: 0, max: 100_000_000 }), (total) => {
        const exact = new Dec(total).times(7).dividedBy(107);
        expect(vatIncluded(total).vat.equals(exact.toDecimalPlaces(2, Dec.ROUND_HALF_UP))).toBe(
          true,
        );
      }),
    );
  });

  it('net + VAT is the total exactly, and VAT is within half a satang of total x 7/107', () => {
    fc.assert(
      fc.property(moneyArb({ min: 0, max: 100_000_000 }), (total) => {
        const { vat, net } = vatIncluded(total);
        expect(net.plus(vat).equals(total)).toBe(true);
        expect(vat.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(net.decimalPlaces()).toBeLessThanOrEqual(2);
        const exact = new Dec(total).times(7).dividedBy(107);
        expect(vat.minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
        expect(vat.isNegative()).toBe(false);
        expect(net.isNegative()).toBe(false);
      }),
    );
  });

  it('refuses a negative total', () => {
    expect(() => vatIncluded(thb('-1.00'))).toThrow(RangeError);
  });
});
