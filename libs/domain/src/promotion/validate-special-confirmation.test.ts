import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSpecialConfirmation } from './validate-special-confirmation';

const special = {
  special: true,
  specialConditionValue: 'kbank.com; KasikornBank.com',
  tcRequired: false,
};

describe('validateSpecialConfirmation: "Special-email confirmation required when special is Y"', () => {
  it('requires the e-mail of a special promotion ("This field is required")', () => {
    expect(validateSpecialConfirmation(special, { email: '  ', termsAcknowledged: false })).toEqual(
      {
        email: [{ code: 'field.required' }],
      },
    );
    expect(
      validateSpecialConfirmation(special, { email: undefined, termsAcknowledged: false }),
    ).toEqual({
      email: [{ code: 'field.required' }],
    });
  });

  it('accepts a domain of the allowed list, compared case-insensitively', () => {
    expect(
      validateSpecialConfirmation(special, {
        email: 'somchai@kbank.com',
        termsAcknowledged: false,
      }),
    ).toEqual({});
    expect(
      validateSpecialConfirmation(special, {
        email: 'Somchai@KASIKORNBANK.COM',
        termsAcknowledged: false,
      }),
    ).toEqual({});
  });

  it('"domain must be in allowed list else \'Invalid email address\'"', () => {
    for (const email of ['somchai@gmail.com', 'somchai@mail.kbank.com', 'somchai@kbank.co']) {
      expect(validateSpecialConfirmation(special, { email, termsAcknowledged: false })).toEqual({
        email: [{ code: 'promotion.emailDomainNotAllowed' }],
      });
    }
  });

  it("checks the address with the shop's one e-mail check first ('Email format invalid')", () => {
    for (const email of ['somchai', 'kbank.com', ' somchai@kbank.com ', 'a@b@kbank.com']) {
      expect(validateSpecialConfirmation(special, { email, termsAcknowledged: false })).toEqual({
        email: [{ code: 'email.invalidFormat' }],
      });
    }
  });

  it('accepts no domain when the allowed list is empty', () => {
    expect(
      validateSpecialConfirmation(
        { ...special, specialConditionValue: '' },
        { email: 'a@kbank.com', termsAcknowledged: false },
      ),
    ).toEqual({ email: [{ code: 'promotion.emailDomainNotAllowed' }] });
  });

  it('"tcRequired Y needs acknowledgement"', () => {
    const withTerms = { special: false, tcRequired: true };
    expect(
      validateSpecialConfirmation(withTerms, { email: undefined, termsAcknowledged: false }),
    ).toEqual({
      termsAcknowledged: [{ code: 'promotion.termsNotAcknowledged' }],
    });
    expect(
      validateSpecialConfirmation(withTerms, { email: undefined, termsAcknowledged: true }),
    ).toEqual({});
  });

  it('collects both errors of a special promotion with T&Cs', () => {
    expect(
      validateSpecialConfirmation(
        { ...special, tcRequired: true },
        { email: 'x@gmail.com', termsAcknowledged: false },
      ),
    ).toEqual({
      email: [{ code: 'promotion.emailDomainNotAllowed' }],
      termsAcknowledged: [{ code: 'promotion.termsNotAcknowledged' }],
    });
  });

  it('asks nothing of an ordinary promotion', () => {
    expect(
      validateSpecialConfirmation(
        { special: false, tcRequired: false },
        { email: undefined, termsAcknowledged: false },
      ),
    ).toEqual({});
  });

  describe('properties', () => {
    it('any address at an allowed domain passes, in any letter case', () => {
      fc.assert(
        fc.property(
          fc.stringMatching(/^[a-z0-9_]{1,10}(\.[a-z0-9_]{1,5})?$/),
          fc.constantFrom('kbank.com', 'kasikornbank.com'),
          fc.boolean(),
          (local, domain, upper) => {
            const email = `${local}@${upper ? domain.toUpperCase() : domain}`;
            expect(
              validateSpecialConfirmation(special, { email, termsAcknowledged: false }),
            ).toEqual({});
          },
        ),
      );
    });

    it('no address outside the allowed domains passes', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 30 }), (email) => {
          fc.pre(!/@(kbank\.com|kasikornbank\.com)\s*$/i.test(email));
          expect(
            validateSpecialConfirmation(special, { email, termsAcknowledged: false }).email,
          ).toBeDefined();
        }),
      );
    });
  });
});
