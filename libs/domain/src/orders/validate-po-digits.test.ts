import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePoDigits } from './validate-po-digits';

describe('validatePoDigits: "PO-style digit input up to 10 digits"', () => {
  it('accepts 1 to 10 digits, keeping leading zeros', () => {
    expect(validatePoDigits('0042')).toEqual({ ok: true, value: '0042' });
    expect(validatePoDigits(' 1234567890 ')).toEqual({ ok: true, value: '1234567890' });
  });

  it('refuses 11 digits or anything but digits', () => {
    for (const text of ['12345678901', '12a4', '-12', '1 2']) {
      expect(validatePoDigits(text)).toEqual({
        ok: false,
        errors: [{ code: 'orders.poDigitsInvalid', max: 10 }],
      });
    }
  });

  it('requires a value', () => {
    expect(validatePoDigits(undefined)).toEqual({
      ok: false,
      errors: [{ code: 'field.required' }],
    });
  });

  describe('properties', () => {
    it('accepts exactly the texts of 1-10 digits', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[0-9]{1,14}$/), (digits) => {
          expect(validatePoDigits(digits).ok).toBe(digits.length <= 10);
        }),
      );
    });
  });
});
