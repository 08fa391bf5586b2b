import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFormChanged } from './is-form-changed';

const loaded = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  mobileNumber: '0812345678',
  birthday: null,
};

describe('Edit forms: Save enabled only when changed; Cancel resets', () => {
  it('the form as loaded is unchanged: Save disabled', () => {
    expect(isFormChanged(loaded, { ...loaded })).toBe(false);
  });

  it('editing a field enables Save; typing it back disables it again', () => {
    expect(isFormChanged(loaded, { ...loaded, lastName: 'Jaidee-Rak' })).toBe(true);
    expect(isFormChanged(loaded, { ...loaded, lastName: 'Jaidee' })).toBe(false);
  });

  it('a server null left empty is no change; a space is a change', () => {
    expect(isFormChanged(loaded, { ...loaded, birthday: '' })).toBe(false);
    expect(isFormChanged(loaded, { ...loaded, birthday: undefined })).toBe(false);
    expect(isFormChanged(loaded, { ...loaded, birthday: ' ' })).toBe(true);
  });

  it('a field present on one side only counts; checkboxes compare as booleans', () => {
    expect(isFormChanged<string>({ a: 'x' }, { a: 'x', b: 'y' })).toBe(true);
    expect(isFormChanged({ business: false }, { business: true })).toBe(true);
    expect(isFormChanged({ business: false }, { business: false })).toBe(false);
  });

  describe('properties', () => {
    const formArb = fc.dictionary(
      fc.constantFrom('firstName', 'lastName', 'mobileNumber', 'birthday', 'businessAddress'),
      fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
    );

    it('a form is never changed from itself (Cancel resets to unchanged)', () => {
      fc.assert(fc.property(formArb, (form) => !isFormChanged(form, { ...form })));
    });

    it('is symmetric', () => {
      fc.assert(
        fc.property(formArb, formArb, (a, b) => isFormChanged(a, b) === isFormChanged(b, a)),
      );
    });

    it('changing one field to a different non-empty text is always a change', () => {
      fc.assert(
        fc.property(formArb, fc.string({ minLength: 1 }), (form, text) => {
          const next = form['firstName'] === text ? text + 'x' : text;
          return isFormChanged(form, { ...form, firstName: next });
        }),
      );
    });
  });
});
