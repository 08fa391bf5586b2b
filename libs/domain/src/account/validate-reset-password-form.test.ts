import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoFieldErrors } from '../shared/domain-error';
import { validateResetPasswordForm } from './validate-reset-password-form';
import { anyTextArb, validPasswordArb } from '../testing/account.arbitraries';

describe('Reset password (create a new password): newPassword, confirmPassword must match', () => {
  it('a strong password confirmed passes', () => {
    expect(
      hasNoFieldErrors(
        validateResetPasswordForm({ newPassword: 'Rewards2026', confirmPassword: 'Rewards2026' }),
      ),
    ).toBe(true);
  });

  it("'Confirm password not match!' and the password rules", () => {
    expect(
      validateResetPasswordForm({ newPassword: 'rewards2026', confirmPassword: 'Rewards2026' }),
    ).toEqual({
      newPassword: [{ code: 'password.missingUppercase' }],
      confirmPassword: [{ code: 'password.confirmMismatch' }],
    });
  });

  describe('properties', () => {
    it('passes exactly when the new password is valid and typed twice', () => {
      fc.assert(
        fc.property(validPasswordArb(), anyTextArb(), fc.boolean(), (password, other, same) => {
          const confirmPassword = same ? password : other;
          const ok = hasNoFieldErrors(
            validateResetPasswordForm({ newPassword: password, confirmPassword }),
          );
          return ok === (confirmPassword === password);
        }),
      );
    });
  });
});
