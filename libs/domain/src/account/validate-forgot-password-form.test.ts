import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoFieldErrors } from '../shared/domain-error';
import { validateEmail } from './validate-email';
import { validateForgotPasswordForm } from './validate-forgot-password-form';
import { anyTextArb, validEmailArb } from '../testing/account.arbitraries';

describe('Forgot password: e-mail form; Continue disabled while the e-mail is invalid', () => {
  it('a well-formed e-mail passes', () => {
    expect(validateForgotPasswordForm({ email: 'somchai@example.com' })).toEqual({ email: [] });
  });

  it("uses the e-mail format check ('Email format invalid'), not the server's 'Invalid email address'", () => {
    expect(validateForgotPasswordForm({ email: 'somchai@example' })).toEqual({
      email: [{ code: 'email.invalidFormat' }],
    });
    expect(validateForgotPasswordForm({})).toEqual({ email: [{ code: 'field.required' }] });
  });

  describe('properties', () => {
    it('agrees with the shop e-mail check on any input', () => {
      fc.assert(
        fc.property(fc.oneof(anyTextArb(), validEmailArb()), (email) => {
          const errors = validateForgotPasswordForm({ email });
          return hasNoFieldErrors(errors) === (validateEmail(email).length === 0);
        }),
      );
    });
  });
});
