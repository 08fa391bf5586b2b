import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePassword } from './validate-password';
import { anyTextArb, validPasswordArb } from '../testing/account.arbitraries';

const codes = (value: string | null | undefined): string[] =>
  validatePassword(value).map((e) => e.code);

describe('Password min 8 with digit, lowercase, uppercase', () => {
  it('Rewards2026 and Abcdefg1 pass', () => {
    expect(validatePassword('Rewards2026')).toEqual([]);
    expect(validatePassword('Abcdefg1')).toEqual([]);
    expect(validatePassword('Pass word 1')).toEqual([]);
  });

  it('7 characters are too short: password.tooShort { min: 8 }', () => {
    expect(validatePassword('Abcdef1')).toEqual([{ code: 'password.tooShort', min: 8 }]);
  });

  it('each missing ingredient is reported, so the form can tick them off', () => {
    expect(codes('abcdefgh')).toEqual(['password.missingDigit', 'password.missingUppercase']);
    expect(codes('ABCDEFG1')).toEqual(['password.missingLowercase']);
    expect(codes('abcdefG!')).toEqual(['password.missingDigit']);
    expect(codes('12345678')).toEqual(['password.missingLowercase', 'password.missingUppercase']);
    expect(codes('รหัสผ่านยาวมาก')).toEqual([
      'password.missingDigit',
      'password.missingLowercase',
      'password.missingUppercase',
    ]);
    expect(codes('a')).toEqual([
      'password.tooShort',
      'password.missingDigit',
      'password.missingUppercase',
    ]);
  });

  it("empty: 'This field is required'; spaces are characters, never trimmed", () => {
    expect(codes('')).toEqual(['field.required']);
    expect(codes(undefined)).toEqual(['field.required']);
    expect(codes('        ')).not.toContain('field.required');
  });

  describe('properties', () => {
    it('generated passwords with a digit, a lower- and an upper-case letter pass', () => {
      fc.assert(
        fc.property(validPasswordArb(), (password) => validatePassword(password).length === 0),
      );
    });

    it('removing every digit from a valid password always fails with password.missingDigit', () => {
      fc.assert(
        fc.property(validPasswordArb(), (password) =>
          codes(password.replace(/[0-9]/g, '')).includes('password.missingDigit'),
        ),
      );
    });

    it('never throws; a password shorter than 8 characters never passes', () => {
      fc.assert(
        fc.property(anyTextArb(), (text) => {
          const passes = validatePassword(text).length === 0;
          return !passes || [...text].length >= 8;
        }),
      );
    });
  });
});
