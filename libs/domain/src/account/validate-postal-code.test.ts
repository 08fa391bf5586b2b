import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePostalCode } from './validate-postal-code';
import { anyTextArb, fiveDigitArb, validPostalCodeArb } from '../testing/account.arbitraries';

const codes = (value: string | null | undefined): string[] =>
  validatePostalCode(value).map((e) => e.code);

describe('Thai postal code: 5 digits, prefix 00-73 or 75-99 (74 excluded), not repeated digits', () => {
  it('Bangkok 10110, Chiang Mai 50200, Hat Yai 90110 pass', () => {
    expect(validatePostalCode('10110')).toEqual([]);
    expect(validatePostalCode('50200')).toEqual([]);
    expect(validatePostalCode('90110')).toEqual([]);
  });

  it("prefixes 73 and 75 pass; prefix 74 is 'Invalid postal code' (postalCode.invalidPrefix)", () => {
    expect(validatePostalCode('73000')).toEqual([]);
    expect(validatePostalCode('75000')).toEqual([]);
    expect(validatePostalCode('74000')).toEqual([
      { code: 'postalCode.invalidPrefix', prefix: '74' },
    ]);
    expect(codes('74999')).toEqual(['postalCode.invalidPrefix']);
  });

  it("one repeated digit such as 00000 or 11111 is 'Invalid postal code' (postalCode.repeatedDigits)", () => {
    for (const digit of '0123456789') {
      expect(codes(digit.repeat(5)), digit).toEqual(['postalCode.repeatedDigits']);
    }
    expect(validatePostalCode('11112')).toEqual([]);
  });

  it("not 5 digits: 'Maximum 5 characters with only digits.' (postalCode.invalidFormat { length: 5 })", () => {
    for (const code of ['1011', '101100', '1011a', ' 10110', '๑๐๑๑๐', '10-110']) {
      expect(validatePostalCode(code), code).toEqual([
        { code: 'postalCode.invalidFormat', length: 5 },
      ]);
    }
  });

  it("empty: 'This field is required'", () => {
    expect(codes('')).toEqual(['field.required']);
  });

  describe('properties', () => {
    it('a valid postal code never has prefix 74 and is never one repeated digit', () => {
      fc.assert(
        fc.property(fiveDigitArb(), (code) => {
          const valid = validatePostalCode(code).length === 0;
          return !valid || (!code.startsWith('74') && !/^(\d)\1{4}$/.test(code));
        }),
      );
    });

    it('every 5-digit code outside prefix 74 and not one repeated digit is valid', () => {
      fc.assert(
        fc.property(fiveDigitArb(), (code) => {
          const valid = validatePostalCode(code).length === 0;
          return valid === (!code.startsWith('74') && !/^(\d)\1{4}$/.test(code));
        }),
      );
    });

    it('generated valid postal codes pass', () => {
      fc.assert(fc.property(validPostalCodeArb(), (code) => validatePostalCode(code).length === 0));
    });

    it('any string longer than 5 characters fails with postalCode.invalidFormat', () => {
      fc.assert(
        fc.property(anyTextArb(), validPostalCodeArb(), (text, code) =>
          codes(code + 'x' + text).includes('postalCode.invalidFormat'),
        ),
      );
    });

    it('never throws on any string, and answers only with postal-code codes or field.required', () => {
      const known = [
        'field.required',
        'postalCode.invalidFormat',
        'postalCode.invalidPrefix',
        'postalCode.repeatedDigits',
      ];
      fc.assert(
        fc.property(anyTextArb(), (text) => codes(text).every((code) => known.includes(code))),
      );
    });
  });
});
