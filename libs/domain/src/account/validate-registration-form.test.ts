import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoFieldErrors } from '../shared/domain-error';
import { validateRegistrationForm } from './validate-registration-form';
import { anyTextArb, validRegistrationFormArb } from '../testing/account.arbitraries';

const somchai = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  confirmEmail: 'somchai@example.com',
  password: 'Rewards2026',
  confirmPassword: 'Rewards2026',
  mobileNumber: '0812345678',
  termsAcknowledged: true,
};

describe('Registration: firstName, lastName, email, confirmEmail, password, confirmPassword, mobileNumber', () => {
  it('a complete sign-up with acknowledged terms passes', () => {
    expect(hasNoFieldErrors(validateRegistrationForm(somchai))).toBe(true);
  });

  it("terms not acknowledged: 'Please acknowledge T&Cs before entering your email address.'", () => {
    expect(
      validateRegistrationForm({ ...somchai, termsAcknowledged: false }).termsAcknowledged,
    ).toEqual([{ code: 'registration.termsNotAcknowledged' }]);
    expect(
      validateRegistrationForm({ ...somchai, termsAcknowledged: undefined }).termsAcknowledged,
    ).toEqual([{ code: 'registration.termsNotAcknowledged' }]);
  });

  it("'Confirm email not match' and 'Confirm password not match!'", () => {
    const errors = validateRegistrationForm({
      ...somchai,
      confirmEmail: 'somchai@example.org',
      confirmPassword: 'Rewards2025',
    });
    expect(errors.confirmEmail).toEqual([{ code: 'email.confirmMismatch' }]);
    expect(errors.confirmPassword).toEqual([{ code: 'password.confirmMismatch' }]);
  });

  it('an empty form reports every field at once', () => {
    expect(validateRegistrationForm({})).toEqual({
      firstName: [{ code: 'field.required' }],
      lastName: [{ code: 'field.required' }],
      email: [{ code: 'field.required' }],
      confirmEmail: [{ code: 'field.required' }],
      password: [{ code: 'field.required' }],
      confirmPassword: [{ code: 'field.required' }],
      mobileNumber: [{ code: 'field.required' }],
      termsAcknowledged: [{ code: 'registration.termsNotAcknowledged' }],
    });
  });

  it('a weak password and a bad phone are reported beside the other fields', () => {
    const errors = validateRegistrationForm({
      ...somchai,
      password: 'rewards',
      confirmPassword: 'rewards',
      mobileNumber: '12',
    });
    expect(errors.password?.map((e) => e.code)).toEqual([
      'password.tooShort',
      'password.missingDigit',
      'password.missingUppercase',
    ]);
    expect(errors.mobileNumber).toEqual([{ code: 'phone.invalid', min: 9, max: 10 }]);
    expect(errors.confirmPassword).toEqual([]);
  });

  describe('properties', () => {
    it('generated valid sign-ups pass', () => {
      fc.assert(
        fc.property(validRegistrationFormArb(), (form) =>
          hasNoFieldErrors(validateRegistrationForm(form)),
        ),
      );
    });

    it('a valid sign-up without the terms ticked never passes', () => {
      fc.assert(
        fc.property(
          validRegistrationFormArb(),
          fc.constantFrom(false, null, undefined),
          (form, ticked) =>
            !hasNoFieldErrors(validateRegistrationForm({ ...form, termsAcknowledged: ticked })),
        ),
      );
    });

    it('never throws on any strings', () => {
      fc.assert(
        fc.property(
          fc.array(anyTextArb(), { minLength: 7, maxLength: 7 }),
          ([a, b, c, d, e, f, g]) => {
            const errors = validateRegistrationForm({
              firstName: a,
              lastName: b,
              email: c,
              confirmEmail: d,
              password: e,
              confirmPassword: f,
              mobileNumber: g,
            });
            return Object.keys(errors).length === 8;
          },
        ),
      );
    });
  });
});
