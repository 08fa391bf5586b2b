import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderNumberArb, startPoArb } from '../testing/orders.arbitraries';
import { validateOrderNumber } from './validate-order-number';

describe('validateOrderNumber: "Order number: 6-9 letters then 8 digits; prefix is START_PO plus partner code"', () => {
  it('accepts START_PO ONE + KSCTHA + 8 digits', () => {
    expect(validateOrderNumber('ONEKSCTHA00000042', 'ONE')).toEqual({
      ok: true,
      value: 'ONEKSCTHA00000042',
    });
  });

  it('trims and upper-cases what the customer typed', () => {
    expect(validateOrderNumber('  oneksctha00000042 ', 'ONE')).toEqual({
      ok: true,
      value: 'ONEKSCTHA00000042',
    });
  });

  it('requires a value ("This field is required")', () => {
    expect(validateOrderNumber('  ', 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'field.required' }],
    });
    expect(validateOrderNumber(undefined, 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'field.required' }],
    });
  });

  it('reads anything but text (null, a number slipped into a request body) as empty, without throwing', () => {
    for (const value of [null, 42, {}]) {
      expect(validateOrderNumber(value as unknown as string, 'ONE')).toEqual({
        ok: false,
        errors: [{ code: 'field.required' }],
      });
    }
  });

  it('"Order number up to 20": 21 characters are refused as too long', () => {
    expect(validateOrderNumber('A'.repeat(21), 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'orders.orderNumberTooLong', max: 20 }],
    });
  });

  it('refuses 7 or 10 digits, 5 letters, or characters other than letters and digits', () => {
    for (const text of [
      'ONEKSCTHA0000004',
      'ONEKSCTHA0000004201',
      'SCTHA00000042',
      'ONE-KSCTHA0000042',
      'ONEKSCTHA0000004X',
    ]) {
      expect(validateOrderNumber(text, 'ONE')).toEqual({
        ok: false,
        errors: [{ code: 'orders.orderNumberInvalid' }],
      });
    }
  });

  it('refuses a well-formed number under another prefix', () => {
    expect(validateOrderNumber('TWOKSCTHA00000042', 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'orders.orderNumberPrefixMismatch', prefix: 'ONEKSCTHA' }],
    });
    expect(validateOrderNumber('KSCTHA00000042', 'ONE').ok).toBe(false);
  });

  describe('properties', () => {
    it('accepts every issued number whatever the letter case typed', () => {
      fc.assert(
        fc.property(orderNumberArb(), fc.boolean(), ({ startPo, orderNumber }, lower) => {
          const typed = lower ? orderNumber.toLowerCase() : orderNumber;
          expect(validateOrderNumber(typed, startPo)).toEqual({ ok: true, value: orderNumber });
        }),
      );
    });

    it('never throws, and what it accepts is START_PO + KSCTHA + 8 digits', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 25 }), startPoArb(), (text, startPo) => {
          const checked = validateOrderNumber(text, startPo);
          if (checked.ok) expect(checked.value).toMatch(new RegExp(`^${startPo}KSCTHA[0-9]{8}$`));
        }),
      );
    });
  });
});
