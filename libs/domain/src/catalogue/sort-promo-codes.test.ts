import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { sortPromoCodes } from './sort-promo-codes';
import { refundPromoCodeArb } from '../testing/catalogue.arbitraries';

const code = (promoCode: string, displayValue: string, expiredDate: string) => ({
  promoCode,
  displayValue,
  expiredDate,
});
const list = [
  code('REFUND500', '500', '2026-12-31'),
  code('REFUND1500', 'THB 1,500.00', '2026-12-31'),
  code('REFUND200', '200', '2026-11-30'),
  code('REFUNDX', 'n/a', '2027-01-15'),
  code('REFUNDBAD', '1000', 'soon'),
];
const names = (codes: readonly { promoCode: string }[]): string[] => codes.map((c) => c.promoCode);

describe('Promo codes by expiry (nearest first) or value (highest first)', () => {
  it('startDate (the default order): expiry nearest first; same day by value highest first; an unreadable date last', () => {
    expect(names(sortPromoCodes(list, 'startDate'))).toEqual([
      'REFUND200',
      'REFUND1500',
      'REFUND500',
      'REFUNDX',
      'REFUNDBAD',
    ]);
  });

  it('value: highest first, THB 1,500.00 read as 1500; a value with no number last', () => {
    expect(names(sortPromoCodes(list, 'value'))).toEqual([
      'REFUND1500',
      'REFUNDBAD',
      'REFUND500',
      'REFUND200',
      'REFUNDX',
    ]);
  });

  it('equal value and expiry fall to the promo code', () => {
    const twins = [code('B', '100', '2026-12-01'), code('A', '100', '2026-12-01')];
    expect(names(sortPromoCodes(twins, 'value'))).toEqual(['A', 'B']);
    expect(names(sortPromoCodes(twins, 'startDate'))).toEqual(['A', 'B']);
  });

  describe('properties', () => {
    const listArb = fc.uniqueArray(refundPromoCodeArb(), {
      maxLength: 20,
      selector: (c) => c.promoCode,
    });
    const time = (text: string): number =>
      Number.isNaN(Date.parse(text)) ? Infinity : Date.parse(text);
    const value = (text: string) => {
      const n = /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0];
      return n === undefined ? undefined : new Dec(n.replace(/,/g, ''));
    };

    it('by expiry: never a later expiry before an earlier one', () => {
      fc.assert(
        fc.property(listArb, (codes) => {
          const sorted = sortPromoCodes(codes, 'startDate');
          return sorted.every(
            (c, i) => i === 0 || time(sorted[i - 1]?.expiredDate ?? '') <= time(c.expiredDate),
          );
        }),
      );
    });

    it('by value: never a lower value before a higher one, and unreadable values last', () => {
      fc.assert(
        fc.property(listArb, (codes) => {
          const sorted = sortPromoCodes(codes, 'value');
          return sorted.every((c, i) => {
            const before = value(sorted[i - 1]?.displayValue ?? '0');
            const here = value(c.displayValue);
            if (i === 0 || here === undefined) return true;
            return before !== undefined && before.gte(here);
          });
        }),
      );
    });

    it('both orders are permutations independent of the order received', () => {
      fc.assert(
        fc.property(
          listArb,
          fc.constantFrom('startDate' as const, 'value' as const),
          (codes, order) => {
            const sorted = sortPromoCodes(codes, order);
            return (
              sorted.length === codes.length &&
              codes.every((c) => sorted.includes(c)) &&
              names(sortPromoCodes([...codes].reverse(), order)).join() === names(sorted).join()
            );
          },
        ),
      );
    });
  });
});
