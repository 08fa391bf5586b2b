import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePasswordConfirmation } from './validate-password-confirmation';
import { anyTextArb } from '../testing/account.arbitraries';

describe("'Confirm password not match!'", () => {
  it('the same password passes', () => {
    expect(validatePasswordConfirmation('Rewards2026', 'Rewards2026')).toEqual([]);
  });

  it("a different password, even only in letter case or a trailing space: 'Confirm password not match!'", () => {
    const mismatch = [{ code: 'password.confirmMismatch' }];
    expect(validatePasswordConfirmation('Rewards2026', 'rewards2026')).toEqual(mismatch);
    expect(validatePasswordConfirmation('Rewards2026', 'Rewards2026 ')).toEqual(mismatch);
    expect(validatePasswordConfirmation(null, 'Rewards2026')).toEqual(mismatch);
  });

  it("an empty confirmation: 'This field is required'", () => {
    expect(validatePasswordConfirmation('Rewards2026', '')).toEqual([{ code: 'field.required' }]);
  });

  describe('properties', () => {
    it('never throws; passes exactly when the non-empty confirmation equals the password', () => {
      fc.assert(
        fc.property(anyTextArb(), fc.boolean(), anyTextArb(), (password, same, other) => {
          const confirmation = same ? password : other;
          const ok = validatePasswordConfirmation(password, confirmation).length === 0;
          return ok === (confirmation !== '' && confirmation === password);
        }),
      );
    });
  });
});
