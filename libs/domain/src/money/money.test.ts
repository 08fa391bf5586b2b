import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampAtZero,
  exactMoney,
  isMoney,
  maxMoney,
  minMoney,
  moneyEquals,
  moneyToString,
  multiplyMoney,
  parseMoney,
  roundDownToSatang,
  roundHalfUpToSatang,
  roundUpToSatang,
  subtractMoney,
  sumMoney,
  thb,
  ZERO_THB,
} from './money';
import { Dec } from './decimal';
import { decimalTextArb, moneyArb } from '../testing/money.arbitraries';

describe('Money: THB in whole satang', () => {
  it('accepts amounts with up to 2 decimals', () => {
    expect(moneyToString(thb('1499'))).toBe('1499.00');
    expect(moneyToString(thb('1499.5'))).toBe('1499.50');
    expect(moneyToString(thb(0.01))).toBe('0.01');
  });

  it('refuses a fraction of a satang or a non-number', () => {
    expect(() => thb('1.005')).toThrow(RangeError);
    expect(() => thb(Number.NaN)).toThrow(RangeError);
    expect(() => thb(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => exactMoney(new Dec('0.333'))).toThrow(RangeError);
  });

  it('recognises money values', () => {
    expect(isMoney(thb('1.50'))).toBe(true);
    expect(isMoney(new Dec('1.505'))).toBe(false);
    expect(isMoney('1.50')).toBe(false);
    expect(isMoney(null)).toBe(false);
  });

  it('parses untrusted text without throwing', () => {
    expect(parseMoney(' 25900.00 ')?.toFixed(2)).toBe('25900.00');
    expect(parseMoney(12)?.toFixed(2)).toBe('12.00');
    expect(parseMoney('-3.5')?.toFixed(2)).toBe('-3.50');
    expect(parseMoney('1.005')).toBeUndefined();
    expect(parseMoney('1e3')).toBeUndefined();
    expect(parseMoney('abc')).toBeUndefined();
    expect(parseMoney('')).toBeUndefined();
    expect(parseMoney(null)).toBeUndefined();
    expect(parseMoney(0.1 + 0.2)).toBeUndefined();
  });

  it('names every rounding: half up, up (shop collects), down (credit never overstated)', () => {
    expect(moneyToString(roundHalfUpToSatang('2.345'))).toBe('2.35');
    expect(moneyToString(roundHalfUpToSatang('2.344'))).toBe('2.34');
    expect(moneyToString(roundUpToSatang('2.341'))).toBe('2.35');
    expect(moneyToString(roundDownToSatang('2.349'))).toBe('2.34');
    expect(moneyToString(roundUpToSatang('-2.349'))).toBe('-2.34');
    expect(moneyToString(roundDownToSatang('-2.341'))).toBe('-2.35');
  });

  it('adds, subtracts and multiplies by whole quantities exactly', () => {
    expect(moneyToString(sumMoney([thb('0.10'), thb('0.20')]))).toBe('0.30');
    expect(moneyToString(sumMoney([]))).toBe('0.00');
    expect(moneyToString(subtractMoney(thb('100'), thb('0.01')))).toBe('99.99');
    expect(moneyToString(multiplyMoney(thb('33.33'), 3))).toBe('99.99');
    expect(() => multiplyMoney(thb(1), 1.5)).toThrow(RangeError);
  });

  it('compares and clamps', () => {
    expect(moneyToString(minMoney(thb(2), thb(3)))).toBe('2.00');
    expect(moneyToString(maxMoney(thb(2), thb(3)))).toBe('3.00');
    expect(clampAtZero(thb(-5))).toBe(ZERO_THB);
    expect(moneyEquals(clampAtZero(thb(5)), thb('5.00'))).toBe(true);
  });

  describe('properties', () => {
    it('each rounding lands on whole satang within one satang of the value, on its named side', () => {
      fc.assert(
        fc.property(decimalTextArb(), (text) => {
          const value = new Dec(text);
          const up = roundUpToSatang(text);
          const down = roundDownToSatang(text);
          const half = roundHalfUpToSatang(text);
          for (const rounded of [up, down, half]) {
            expect(rounded.decimalPlaces()).toBeLessThanOrEqual(2);
            expect(rounded.minus(value).abs().lessThan('0.01')).toBe(true);
          }
          expect(up.greaterThanOrEqualTo(value)).toBe(true);
          expect(down.lessThanOrEqualTo(value)).toBe(true);
          expect(half.minus(value).abs().lessThanOrEqualTo('0.005')).toBe(true);
        }),
      );
    });

    it('money survives its own text form', () => {
      fc.assert(
        fc.property(moneyArb({ min: -1_000_000 }), (amount) => {
          expect(moneyEquals(parseMoney(moneyToString(amount))!, amount)).toBe(true);
        }),
      );
    });

    it('a sum minus one of its parts is the other parts', () => {
      fc.assert(
        fc.property(moneyArb(), moneyArb(), (a, b) => {
          expect(moneyEquals(subtractMoney(sumMoney([a, b]), b), a)).toBe(true);
        }),
      );
    });
  });
});
