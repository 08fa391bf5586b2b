import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePoNumber } from './validate-po-number';

describe('validatePoNumber: "PO number format up to 40 letters/digits/spaces"', () => {
  it('accepts letters, digits and inner spaces', () => {
    expect(validatePoNumber(' PO 2025 0042 ')).toEqual({ ok: true, value: 'PO 2025 0042' });
    expect(validatePoNumber('a'.repeat(40)).ok).toBe(true);
  });

  it('refuses 41 characters or a symbol', () => {
    for (const text of ['a'.repeat(41), 'PO-42', 'PO#42', 'ใบสั่งซื้อ']) {
      expect(validatePoNumber(text)).toEqual({
        ok: false,
        errors: [{ code: 'orders.poNumberInvalid', max: 40 }],
      });
    }
  });

  it('requires a value', () => {
    expect(validatePoNumber('   ')).toEqual({ ok: false, errors: [{ code: 'field.required' }] });
    expect(validatePoNumber(undefined)).toEqual({
      ok: false,
      errors: [{ code: 'field.required' }],
    });
  });

  describe('properties', () => {
    it('never throws, and accepts only up to 40 letters, digits and spaces', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 50 }), (text) => {
          const checked = validatePoNumber(text);
          if (checked.ok) expect(checked.value).toMatch(/^[A-Za-z0-9 ]{1,40}$/);
        }),
      );
    });
  });
});
