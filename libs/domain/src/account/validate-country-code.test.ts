import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCountryCode } from './validate-country-code';
import { anyTextArb } from '../testing/account.arbitraries';

describe('Country code (default +66)', () => {
  it('+66, +1 and +852 pass', () => {
    expect(validateCountryCode('+66')).toEqual([]);
    expect(validateCountryCode('+1')).toEqual([]);
    expect(validateCountryCode('+852')).toEqual([]);
  });

  it('blank is not an error: it stands for the default +66', () => {
    expect(validateCountryCode('')).toEqual([]);
    expect(validateCountryCode(null)).toEqual([]);
  });

  it('anything but + and 1-4 digits is countryCode.invalid', () => {
    for (const code of ['66', '+', '+12345', '+6 6', 'TH', '+๖๖']) {
      expect(validateCountryCode(code), code).toEqual([{ code: 'countryCode.invalid' }]);
    }
  });

  describe('properties', () => {
    it('never throws and passes exactly blank or + with 1-4 digits', () => {
      fc.assert(
        fc.property(anyTextArb(), (text) => {
          const ok = validateCountryCode(text).length === 0;
          return ok === (text.trim() === '' || /^\+[0-9]{1,4}$/.test(text));
        }),
      );
    });
  });
});
