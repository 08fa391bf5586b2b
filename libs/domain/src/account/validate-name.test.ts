import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateName } from './validate-name';
import { anyTextArb, validNameArb } from '../testing/account.arbitraries';

const codes = (value: string | null | undefined): string[] =>
  validateName(value).map((e) => e.code);

describe("Names (first, last, full): 1-32 chars, no special symbols ('Maximum 32 characters with no special characters')", () => {
  it("an empty or blank name: 'This field is required'", () => {
    expect(codes('')).toEqual(['field.required']);
    expect(codes('   ')).toEqual(['field.required']);
    expect(codes(undefined)).toEqual(['field.required']);
    expect(codes(null)).toEqual(['field.required']);
  });

  it('a Thai name is a normal name: Thai letters with vowel and tone marks pass', () => {
    expect(validateName('สมชาย')).toEqual([]);
    expect(validateName('ศรีสุข ใจดี')).toEqual([]);
    expect(validateName('ณัฐพงษ์')).toEqual([]);
    expect(validateName('กิ่งแก้ว')).toEqual([]);
  });

  it('Latin names pass, with the hyphen, apostrophe and full stop real names carry', () => {
    expect(validateName('Somchai')).toEqual([]);
    expect(validateName("Mary-Jane O'Neil Jr.")).toEqual([]);
    expect(validateName('Zoë Müller')).toEqual([]);
  });

  it('exactly 32 characters pass; 33 fail with name.tooLong { max: 32 }', () => {
    expect(validateName('A'.repeat(32))).toEqual([]);
    expect(validateName('ก'.repeat(32))).toEqual([]);
    expect(validateName('A'.repeat(33))).toEqual([{ code: 'name.tooLong', max: 32 }]);
  });

  it('a Thai tone mark counts as a character of its own (กิ่ is 3 characters)', () => {
    expect(validateName('กิ่'.repeat(10) + 'กิ')).toEqual([]);
    expect(codes('กิ่'.repeat(11))).toEqual(['name.tooLong']);
  });

  it('digits and symbols are special characters', () => {
    for (const name of [
      'Somchai1',
      'Som@chai',
      'Somchai!',
      'Som_chai',
      'สมชาย๑',
      'Somchai 🙂',
      'a\tb',
      '<b>',
    ]) {
      expect(codes(name), name).toEqual(['name.specialCharacters']);
    }
  });

  it('a name both too long and with a symbol gets both errors', () => {
    expect(codes('A'.repeat(32) + '#')).toEqual(['name.tooLong', 'name.specialCharacters']);
  });

  describe('properties', () => {
    it('generated valid names (Thai and Latin, up to 32 characters) pass', () => {
      fc.assert(fc.property(validNameArb(), (name) => validateName(name).length === 0));
    });

    it('any name longer than 32 characters fails with name.tooLong', () => {
      fc.assert(
        fc.property(anyTextArb(), validNameArb(), (text, name) => {
          const long = (name + ' ' + text).padEnd(33 + text.length, 'x');
          return codes(long).includes('name.tooLong');
        }),
      );
    });

    it('never throws on any string and reports only name codes or field.required', () => {
      fc.assert(
        fc.property(anyTextArb(), (text) =>
          codes(text).every((code) =>
            ['field.required', 'name.tooLong', 'name.specialCharacters'].includes(code),
          ),
        ),
      );
    });
  });
});
