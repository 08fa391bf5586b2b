import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromText, isDecimal } from './decimal';
import { thb } from './money';

describe('decimalFromText', () => {
  it('reads back what toString wrote, scale and all', () => {
    expect(decimalFromText('1499.00').equals(thb('1499'))).toBe(true);
    expect(decimalFromText('0.0125').toString()).toBe('0.0125');
    expect(() => decimalFromText('abc')).toThrow();
  });

  it('property: any decimal survives text and back exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 6 }),
        (n, scale) => {
          const value = decimalFromText(n.toString()).dividedBy(10 ** scale);
          expect(decimalFromText(value.toString()).equals(value)).toBe(true);
        },
      ),
    );
  });
});

describe('isDecimal', () => {
  it('knows decimals from numbers, text and other objects', () => {
    expect(isDecimal(thb(5))).toBe(true);
    expect(isDecimal(decimalFromText('1.234'))).toBe(true);
    expect(isDecimal(5)).toBe(false);
    expect(isDecimal('5')).toBe(false);
    expect(isDecimal({ d: [5] })).toBe(false);
    expect(isDecimal(null)).toBe(false);
  });
});
