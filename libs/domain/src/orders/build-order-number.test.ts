import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSequenceArb, startPoArb } from '../testing/orders.arbitraries';
import { buildOrderNumber } from './build-order-number';
import { validateOrderNumber } from './validate-order-number';

describe('buildOrderNumber: START_PO + KSCTHA, then the sequence as 8 digits', () => {
  it('issues order 42 under START_PO ONE as ONEKSCTHA00000042', () => {
    expect(buildOrderNumber('ONE', 42)).toBe('ONEKSCTHA00000042');
  });

  it('issues the first and last numbers of the 8-digit range', () => {
    expect(buildOrderNumber('', 0)).toBe('KSCTHA00000000');
    expect(buildOrderNumber('', 99_999_999)).toBe('KSCTHA99999999');
  });

  it('refuses a sequence outside 0-99,999,999 or not whole', () => {
    expect(() => buildOrderNumber('ONE', 100_000_000)).toThrow(RangeError);
    expect(() => buildOrderNumber('ONE', -1)).toThrow(RangeError);
    expect(() => buildOrderNumber('ONE', 1.5)).toThrow(RangeError);
  });

  it('refuses a START_PO that cannot make a 6-9 letter prefix', () => {
    expect(() => buildOrderNumber('ABCD', 1)).toThrow(RangeError);
    expect(() => buildOrderNumber('P1', 1)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('every built order number passes the order-number validator', () => {
      fc.assert(
        fc.property(startPoArb(), orderSequenceArb(), (startPo, sequence) => {
          const orderNumber = buildOrderNumber(startPo, sequence);
          expect(validateOrderNumber(orderNumber, startPo)).toEqual({
            ok: true,
            value: orderNumber,
          });
        }),
      );
    });

    it('different sequences never share a number', () => {
      fc.assert(
        fc.property(startPoArb(), orderSequenceArb(), orderSequenceArb(), (startPo, a, b) => {
          fc.pre(a !== b);
          expect(buildOrderNumber(startPo, a)).not.toBe(buildOrderNumber(startPo, b));
        }),
      );
    });
  });
});
