import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderNumberArb, startPoArb, subOrderNumberArb } from '../testing/orders.arbitraries';
import { validateAssignOrderNumber } from './validate-assign-order-number';

describe('validateAssignOrderNumber: the order number the shop issues, START_PO + KSCTHA + 8 digits', () => {
  it('accepts OEKSCTHA and 8 digits, trimmed and upper-cased', () => {
    expect(validateAssignOrderNumber('OEKSCTHA00000042', 'OE')).toEqual({
      ok: true,
      value: 'OEKSCTHA00000042',
    });
    expect(validateAssignOrderNumber(' oeksctha12345678 ', 'OE')).toEqual({
      ok: true,
      value: 'OEKSCTHA12345678',
    });
  });

  it('"Invalid Order No." for another prefix, the prefix without KSCTHA, 7 or 9 digits, letters among the digits or a sub-order number', () => {
    for (const text of [
      'ONKSCTHA00000042',
      'OE00000042',
      'OEKSCTHA0000042',
      'OEKSCTHA000000042',
      'OEKSCTHA0000A042',
      'OEKSCTHA0000004201',
    ]) {
      expect(validateAssignOrderNumber(text, 'OE')).toEqual({
        ok: false,
        errors: [{ code: 'orders.assignOrderNumberInvalid', prefix: 'OEKSCTHA' }],
      });
    }
  });

  it('requires a value', () => {
    for (const text of ['', ' ', undefined, null]) {
      expect(validateAssignOrderNumber(text, 'OE')).toEqual({
        ok: false,
        errors: [{ code: 'field.required' }],
      });
    }
  });

  describe('properties', () => {
    it('accepts every order number the shop issues under its START_PO', () => {
      fc.assert(
        fc.property(orderNumberArb(), ({ startPo, orderNumber }) => {
          expect(validateAssignOrderNumber(orderNumber, startPo)).toEqual({
            ok: true,
            value: orderNumber,
          });
        }),
      );
    });

    it('never accepts a sub-order number, nor a number of another START_PO', () => {
      fc.assert(
        fc.property(subOrderNumberArb(), startPoArb(), (sub, other) => {
          expect(validateAssignOrderNumber(sub.subOrderNumber, sub.startPo).ok).toBe(false);
          fc.pre(other !== sub.startPo);
          expect(validateAssignOrderNumber(sub.orderNumber, other).ok).toBe(false);
        }),
      );
    });
  });
});
