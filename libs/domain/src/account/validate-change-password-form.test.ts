import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoFieldErrors } from '../shared/domain-error';
import { validateChangePasswordForm } from './validate-change-password-form';
import { anyTextArb, validPasswordArb } from '../testing/account.arbitraries';

describe('Change password: currentPassword, newPassword, confirmPassword; new/confirm must match', () => {
  it('a strong new password confirmed passes', () => {
    expect(
      hasNoFieldErrors(
        validateChangePasswordForm({
          currentPassword: 'old',
          newPassword: 'Rewards2026',
          confirmPassword: 'Rewards2026',
        }),
      ),
    ).toBe(true);
  });

  it("'Confirm password not match!' when new and confirm differ", () => {
    expect(
      validateChangePasswordForm({
        currentPassword: 'old',
        newPassword: 'Rewards2026',
        confirmPassword: 'Rewards2027',
      }),
    ).toEqual({
      currentPassword: [],
      newPassword: [],
      confirmPassword: [{ code: 'password.confirmMismatch' }],
    });
  });

  it("an empty form: 'This field is required' on all three", () => {
    expect(validateChangePasswordForm({})).toEqual({
      currentPassword: [{ code: 'field.required' }],
      newPassword: [{ code: 'field.required' }],
      confirmPassword: [{ code: 'field.required' }],
    });
  });

  describe('properties', () => {
    it('a valid new password typed twice always passes, whatever the current one', () => {
      fc.assert(
        fc.property(
          anyTextArb().filter((text) => text !== ''),
          validPasswordArb(),
          (current, password) =>
            hasNoFieldErrors(
              validateChangePasswordForm({
                currentPassword: current,
                newPassword: password,
                confirmPassword: password,
              }),
            ),
        ),
      );
    });
  });
});
