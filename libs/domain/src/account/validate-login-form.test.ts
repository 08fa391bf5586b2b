import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNoFieldErrors } from '../shared/domain-error';
import { validateLoginForm } from './validate-login-form';
import { anyTextArb, validEmailArb } from '../testing/account.arbitraries';

describe('Login: username (email), password', () => {
  it('an e-mail and any password pass: the strength rules do not apply to signing in', () => {
    expect(
      hasNoFieldErrors(validateLoginForm({ username: 'somchai@example.com', password: 'old' })),
    ).toBe(true);
  });

  it("the username must be an e-mail ('Email format invalid')", () => {
    expect(validateLoginForm({ username: 'somchai', password: 'x' }).username).toEqual([
      { code: 'email.invalidFormat' },
    ]);
  });

  it("both empty: 'This field is required' twice", () => {
    expect(validateLoginForm({})).toEqual({
      username: [{ code: 'field.required' }],
      password: [{ code: 'field.required' }],
    });
  });

  describe('properties', () => {
    it('any e-mail with any non-empty password passes; never throws', () => {
      fc.assert(
        fc.property(validEmailArb(), anyTextArb(), (username, password) => {
          const errors = validateLoginForm({ username, password });
          return hasNoFieldErrors(errors) === (password !== '');
        }),
      );
    });
  });
});
