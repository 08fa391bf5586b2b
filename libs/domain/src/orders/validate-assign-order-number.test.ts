import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startPoArb } from '../testing/orders.arbitraries';
import { validateAssignOrderNumber } from './validate-assign-order-number';

describe('validateAssignOrderNumber: "START_PO prefix plus 8 alphanumeric, else \'Invalid Order No.\'"', () => {
  it('accepts ONE + 8 letters or digits', () => {
    expect(validateAssignOrderNumber('ONE0000A042', 'ONE')).toEqual({
      ok: true,
      value: 'ONE0000A042',
    });
    expect(validateAssignOrderNumber(' one12345678 ', 'ONE')).toEqual({
      ok: true,
      value: 'ONE12345678',
    });
  });

  it('"Invalid Order No." for another prefix, 7 or 9 characters, or a symbol', () => {
    for (const text of ['TWO12345678', 'ONE1234567', 'ONE123456789', 'ONE1234-678']) {
      expect(validateAssignOrderNumber(text, 'ONE')).toEqual({
        ok: false,
        errors: [{ code: 'orders.assignOrderNumberInvalid', prefix: 'ONE' }],
      });
    }
  });

  it('requires a value', () => {
    for (const text of ['', ' ', undefined]) {
      expect(validateAssignOrderNumber(text, 'ONE')).toEqual({
        ok: false,
        errors: [{ code: 'field.required' }],
      });
    }
  });

  describe('properties', () => {
    it('accepts START_PO followed by any 8 letters or digits', () => {
      fc.assert(
        fc.property(startPoArb(), fc.stringMatching(/^[A-Z0-9]{8}$/), (startPo, suffix) => {
          expect(validateAssignOrderNumber(`${startPo}${suffix}`, startPo).ok).toBe(true);
        }),
      );
    });

    it('never accepts a number of the wrong length', () => {
      fc.assert(
        fc.property(startPoArb(), fc.stringMatching(/^[A-Z0-9]{0,12}$/), (startPo, suffix) => {
          fc.pre(suffix.length !== 8);
          expect(validateAssignOrderNumber(`${startPo}${suffix}`, startPo).ok).toBe(false);
        }),
      );
    });
  });
});
