import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startPoArb } from '../testing/orders.arbitraries';
import { validateSubOrderNumber } from './validate-sub-order-number';

describe('validateSubOrderNumber: "sub order: 6-9 letters then 10 digits"', () => {
  it('accepts START_PO ONE + KSCTHA + 10 digits, trimmed and upper-cased', () => {
    expect(validateSubOrderNumber(' oneksctha0000004201', 'ONE')).toEqual({
      ok: true,
      value: 'ONEKSCTHA0000004201',
    });
  });

  it('requires a value', () => {
    expect(validateSubOrderNumber('', 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'field.required' }],
    });
  });

  it('refuses more than 20 characters', () => {
    expect(validateSubOrderNumber('ONEKSCTHA00000042010', 'ONE').ok).toBe(false);
    expect(validateSubOrderNumber('ONEKSCTHA000000420100', 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'orders.orderNumberTooLong', max: 20 }],
    });
  });

  it('refuses an order number (8 digits) in the sub-order field', () => {
    expect(validateSubOrderNumber('ONEKSCTHA00000042', 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'orders.subOrderNumberInvalid' }],
    });
  });

  it('refuses a well-formed sub-order under another prefix', () => {
    expect(validateSubOrderNumber('TWOKSCTHA0000004201', 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'orders.subOrderNumberPrefixMismatch', prefix: 'ONEKSCTHA' }],
    });
  });

  describe('properties', () => {
    it('never throws, and what it accepts is START_PO + KSCTHA + 10 digits', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 25 }), startPoArb(), (text, startPo) => {
          const checked = validateSubOrderNumber(text, startPo);
          if (checked.ok) expect(checked.value).toMatch(new RegExp(`^${startPo}KSCTHA[0-9]{10}$`));
        }),
      );
    });
  });
});
