import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subOrderNumberArb } from '../testing/orders.arbitraries';
import { buildSubOrderNumber, MAX_ORDER_UNITS } from './build-sub-order-number';
import { orderNumberOfSubOrder } from './order-number-of-sub-order';
import { validateSubOrderNumber } from './validate-sub-order-number';

describe('buildSubOrderNumber: the order number, then the unit number as 2 digits', () => {
  it('numbers the units of ONEKSCTHA00000042 from 01', () => {
    expect(buildSubOrderNumber('ONEKSCTHA00000042', 0)).toBe('ONEKSCTHA0000004201');
    expect(buildSubOrderNumber('ONEKSCTHA00000042', 1)).toBe('ONEKSCTHA0000004202');
    expect(buildSubOrderNumber('ONEKSCTHA00000042', 98)).toBe('ONEKSCTHA0000004299');
  });

  it('allows 99 units per order', () => {
    expect(MAX_ORDER_UNITS).toBe(99);
    expect(() => buildSubOrderNumber('ONEKSCTHA00000042', 99)).toThrow(RangeError);
    expect(() => buildSubOrderNumber('ONEKSCTHA00000042', -1)).toThrow(RangeError);
    expect(() => buildSubOrderNumber('ONEKSCTHA00000042', 0.5)).toThrow(RangeError);
  });

  it('refuses what is not an order number', () => {
    expect(() => buildSubOrderNumber('ONEKSCTHA0000004201', 0)).toThrow(RangeError);
    expect(() => buildSubOrderNumber('oneKSCTHA00000042', 0)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('every built sub-order number passes the sub-order validator', () => {
      fc.assert(
        fc.property(subOrderNumberArb(), ({ startPo, subOrderNumber }) => {
          expect(validateSubOrderNumber(subOrderNumber, startPo)).toEqual({
            ok: true,
            value: subOrderNumber,
          });
        }),
      );
    });

    it('a sub-order number always leads back to its order', () => {
      fc.assert(
        fc.property(subOrderNumberArb(), ({ orderNumber, subOrderNumber }) => {
          expect(subOrderNumber.startsWith(orderNumber)).toBe(true);
          expect(orderNumberOfSubOrder(subOrderNumber)).toBe(orderNumber);
        }),
      );
    });
  });
});
