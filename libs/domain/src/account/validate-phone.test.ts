import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePhone } from './validate-phone';
import { anyTextArb, validPhoneArb } from '../testing/account.arbitraries';

const invalid = [{ code: 'phone.invalid', min: 9, max: 10 }];

describe("Phone 9-10 digits ('Phone invalid')", () => {
  it('a 10-digit mobile (0812345678) and a 9-digit landline (021234567) pass', () => {
    expect(validatePhone('0812345678')).toEqual([]);
    expect(validatePhone('021234567')).toEqual([]);
  });

  it("8 or 11 digits: 'Phone invalid'", () => {
    expect(validatePhone('08123456')).toEqual(invalid);
    expect(validatePhone('08123456789')).toEqual(invalid);
  });

  it("anything but digits: 'Phone invalid' (the country code is its own field)", () => {
    for (const phone of [
      '081-234-5678',
      '+66812345678',
      '081 234 567',
      '๐๘๑๒๓๔๕๖๗๘',
      '08123456a',
    ]) {
      expect(validatePhone(phone), phone).toEqual(invalid);
    }
  });

  it("empty: 'This field is required'", () => {
    expect(validatePhone('')).toEqual([{ code: 'field.required' }]);
    expect(validatePhone(undefined)).toEqual([{ code: 'field.required' }]);
  });

  describe('properties', () => {
    it('generated 9-10 digit numbers pass', () => {
      fc.assert(fc.property(validPhoneArb(), (phone) => validatePhone(phone).length === 0));
    });

    it('any string longer than 10 characters fails with phone.invalid', () => {
      fc.assert(
        fc.property(anyTextArb(), fc.stringMatching(/^[0-9]{11,20}$/), (text, digits) =>
          [digits, digits + text, text.trim() === '' ? digits : text + digits].every(
            (phone) => validatePhone(phone)[0]?.code === 'phone.invalid',
          ),
        ),
      );
    });

    it('never throws, and passes only 9-10 ASCII digits', () => {
      fc.assert(
        fc.property(anyTextArb(), (text) => {
          const errors = validatePhone(text);
          return (errors.length === 0) === /^[0-9]{9,10}$/.test(text);
        }),
      );
    });
  });
});
