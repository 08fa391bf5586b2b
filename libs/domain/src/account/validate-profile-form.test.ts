import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoFieldErrors } from '../shared/domain-error';
import { validateProfileForm } from './validate-profile-form';
import { anyTextArb, validProfileFormArb } from '../testing/account.arbitraries';

const today = { year: 2026, month: 11, day: 15 };

describe('Profile: firstName, lastName, mobileNumber, countryCode (default +66), birthday DD-MM-YYYY', () => {
  it('a complete profile passes; the birthday and the country code may be left empty', () => {
    const profile = {
      firstName: 'Somchai',
      lastName: 'Jaidee',
      mobileNumber: '0812345678',
      countryCode: '+66',
      birthday: '29-02-1988',
    };
    expect(hasNoFieldErrors(validateProfileForm(profile, today))).toBe(true);
    expect(
      hasNoFieldErrors(validateProfileForm({ ...profile, birthday: '', countryCode: '' }, today)),
    ).toBe(true);
  });

  it('reports every field at once', () => {
    expect(
      validateProfileForm(
        {
          firstName: '',
          lastName: 'J4idee',
          mobileNumber: '08',
          countryCode: 'TH',
          birthday: '29-02-2023',
        },
        today,
      ),
    ).toEqual({
      firstName: [{ code: 'field.required' }],
      lastName: [{ code: 'name.specialCharacters', max: 32 }],
      mobileNumber: [{ code: 'phone.invalid', min: 9, max: 10 }],
      countryCode: [{ code: 'countryCode.invalid' }],
      birthday: [{ code: 'birthday.invalidDate' }],
    });
  });

  describe('properties', () => {
    it('generated valid profiles pass', () => {
      fc.assert(
        fc.property(validProfileFormArb(today), (form) =>
          hasNoFieldErrors(validateProfileForm(form, today)),
        ),
      );
    });

    it('never throws on any strings', () => {
      fc.assert(
        fc.property(anyTextArb(), anyTextArb(), anyTextArb(), (name, phone, birthday) => {
          const errors = validateProfileForm(
            { firstName: name, lastName: name, mobileNumber: phone, countryCode: phone, birthday },
            today,
          );
          return Object.keys(errors).length === 5;
        }),
      );
    });
  });
});
