import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEmailConfirmation } from './validate-email-confirmation';
import { anyTextArb, validEmailArb } from '../testing/account.arbitraries';

describe("'Confirm email not match'", () => {
  it('the same address passes; letter case does not matter in an e-mail', () => {
    expect(validateEmailConfirmation('somchai@example.com', 'somchai@example.com')).toEqual([]);
    expect(validateEmailConfirmation('Somchai@Example.com', 'somchai@example.COM')).toEqual([]);
  });

  it("a different address: 'Confirm email not match'", () => {
    expect(validateEmailConfirmation('somchai@example.com', 'somchai@example.co')).toEqual([
      { code: 'email.confirmMismatch' },
    ]);
    expect(validateEmailConfirmation(undefined, 'somchai@example.com')).toEqual([
      { code: 'email.confirmMismatch' },
    ]);
  });

  it("an empty confirmation: 'This field is required'", () => {
    expect(validateEmailConfirmation('somchai@example.com', '')).toEqual([
      { code: 'field.required' },
    ]);
  });

  describe('properties', () => {
    it('an address always confirms itself, in any letter case', () => {
      fc.assert(
        fc.property(validEmailArb(), (email) =>
          [email, email.toUpperCase(), email.toLowerCase()].every(
            (confirmation) => validateEmailConfirmation(email, confirmation).length === 0,
          ),
        ),
      );
    });

    it('never throws, and a non-blank confirmation of another address is a mismatch', () => {
      fc.assert(
        fc.property(anyTextArb(), anyTextArb(), (email, confirmation) => {
          const codes = validateEmailConfirmation(email, confirmation).map((e) => e.code);
          if (confirmation.trim() === '') return codes[0] === 'field.required';
          const same = email.toLowerCase() === confirmation.toLowerCase();
          return same ? codes.length === 0 : codes[0] === 'email.confirmMismatch';
        }),
      );
    });
  });
});
