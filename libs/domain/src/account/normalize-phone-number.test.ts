import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './normalize-phone-number';

describe('normalizePhoneNumber', () => {
  it('writes a number in full international form, the trunk 0 dropped, +66 by default', () => {
    expect(normalizePhoneNumber('081-234-5678', '+66')).toBe('+66812345678');
    expect(normalizePhoneNumber('0812345678', '')).toBe('+66812345678');
    expect(normalizePhoneNumber('812345678', undefined)).toBe('+66812345678');
    expect(normalizePhoneNumber(' 81 234 5678 ', '66')).toBe('+66812345678');
  });

  it('reads a number typed with its own country code', () => {
    expect(normalizePhoneNumber('+66 81 234 5678', '+66')).toBe('+66812345678');
    expect(normalizePhoneNumber('0066812345678', '+66')).toBe('+66812345678');
    expect(normalizePhoneNumber('+65 9123 4567', '+66')).toBe('+6591234567');
  });

  it('keeps numbers of different countries apart', () => {
    expect(normalizePhoneNumber('0812345678', '+65')).not.toBe(
      normalizePhoneNumber('0812345678', '+66'),
    );
  });

  it('answers nothing for a number without digits', () => {
    expect(normalizePhoneNumber('', '+66')).toBe('');
    expect(normalizePhoneNumber(' - ', '+66')).toBe('');
    expect(normalizePhoneNumber(undefined, '+66')).toBe('');
  });

  describe('properties', () => {
    const national = fc.stringMatching(/^[1-9]\d{7,8}$/);
    const code = fc.constantFrom('+66', '+65', '+1', '+852');

    it('gives the same form with or without the trunk 0, spaces, dashes or the country code', () => {
      fc.assert(
        fc.property(national, code, (digits, countryCode) => {
          const full = normalizePhoneNumber(digits, countryCode);
          expect(normalizePhoneNumber(`0${digits}`, countryCode)).toBe(full);
          expect(
            normalizePhoneNumber(`${digits.slice(0, 3)} ${digits.slice(3)}`, countryCode),
          ).toBe(full);
          expect(normalizePhoneNumber(`${countryCode} ${digits}`, countryCode)).toBe(full);
          expect(full).toBe(`${countryCode}${digits}`);
        }),
      );
    });

    it('never makes two different national numbers of one country alike', () => {
      fc.assert(
        fc.property(national, national, code, (a, b, countryCode) => {
          fc.pre(a !== b);
          expect(normalizePhoneNumber(a, countryCode)).not.toBe(
            normalizePhoneNumber(b, countryCode),
          );
        }),
      );
    });
  });
});
