import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateText } from './validate-text';
import { anyTextArb } from '../testing/account.arbitraries';

describe('free-text fields: Company 0-34; address1 max 34; address2 (optional), district, city max 35', () => {
  it("a required field left blank: 'This field is required'", () => {
    expect(validateText('', { required: true, max: 34 })).toEqual([{ code: 'field.required' }]);
    expect(validateText(' \t ', { required: true })).toEqual([{ code: 'field.required' }]);
    expect(validateText(null, { required: true })).toEqual([{ code: 'field.required' }]);
  });

  it('an optional field (company, address2) may be empty', () => {
    expect(validateText('', { required: false, max: 34 })).toEqual([]);
    expect(validateText(undefined, { required: false, max: 35 })).toEqual([]);
  });

  it('address1 of 34 characters passes, 35 fails with field.tooLong { max: 34 }', () => {
    expect(validateText('9'.repeat(34), { required: true, max: 34 })).toEqual([]);
    expect(validateText('9'.repeat(35), { required: true, max: 34 })).toEqual([
      { code: 'field.tooLong', max: 34 },
    ]);
  });

  it('a Thai address line is counted in characters: 35 Thai characters fit district max 35', () => {
    expect(validateText('บ'.repeat(35), { required: true, max: 35 })).toEqual([]);
    expect(validateText('บ'.repeat(36), { required: true, max: 35 })).toEqual([
      { code: 'field.tooLong', max: 35 },
    ]);
  });

  it('a field without a limit (street) only needs a value', () => {
    expect(validateText('ถนนสุขุมวิท '.repeat(20), { required: true })).toEqual([]);
  });

  describe('properties', () => {
    it('any non-blank text longer than the limit fails with field.tooLong', () => {
      fc.assert(
        fc.property(anyTextArb(), fc.integer({ min: 0, max: 40 }), (text, max) => {
          const long = 'x' + text + 'y'.repeat(max);
          return validateText(long, { required: false, max }).some(
            (e) => e.code === 'field.tooLong',
          );
        }),
      );
    });

    it('never throws, and accepts any non-blank text within the limit', () => {
      fc.assert(
        fc.property(anyTextArb(), (text) => {
          const errors = validateText(text, { required: true, max: 1000 });
          return text.trim() === '' ? errors[0]?.code === 'field.required' : errors.length === 0;
        }),
      );
    });
  });
});
