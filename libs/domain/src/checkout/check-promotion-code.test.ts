import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import type { Promotion } from '../promotion/promotion';
import { promotionArb } from '../testing/promotion.arbitraries';
import { checkPromotionCode, type PromotionCodeCheck } from './check-promotion-code';

const SPECIAL: Promotion = {
  code: 'KBANKMAIL',
  discount: { kind: 'amount', amount: thb('300.00') },
  applyCarePlan: false,
  special: true,
  specialConditionValue: 'kbank.com;kasikornbank.com',
  tcRequired: true,
};
const open = { active: true, usedCount: 0, membersOnly: false };

function check(overrides: Partial<PromotionCodeCheck> = {}): PromotionCodeCheck {
  return {
    code: 'KBANKMAIL',
    found: { rules: SPECIAL, availability: open },
    lines: [{ unitPrice: thb('3990.00'), quantity: 2, hasAppleCare: false }],
    pointsBalance: 0,
    confirmation: { email: undefined, termsAcknowledged: false },
    signedIn: false,
    codesOpen: true,
    now: new Date('2026-05-10T12:00:00+07:00'),
    ...overrides,
  };
}

const codes = (overrides: Partial<PromotionCodeCheck>) => {
  const result = checkPromotionCode(check(overrides));
  return result.ok ? result.value.status : result.errors.map((error) => error.code);
};

describe('checkPromotionCode: the promotion box’s Apply', () => {
  it('a special code with its e-mail and terms still to confirm needs confirmation', () => {
    expect(codes({})).toBe('NEEDS_CONFIRMATION');
    expect(codes({ confirmation: { email: 'somchai@kbank.com', termsAcknowledged: false } })).toBe(
      'NEEDS_CONFIRMATION',
    );
  });

  it('applies once confirmed, with its discount', () => {
    const result = checkPromotionCode(
      check({ confirmation: { email: 'Somchai@KBank.com', termsAcknowledged: true } }),
    );
    expect(
      result.ok && result.value.status === 'APPLIED' && result.value.applied.discount.toFixed(2),
    ).toBe('300.00');
  });

  it('a typed e-mail of another domain, or a malformed one, is an error, not a pending step', () => {
    expect(
      codes({ confirmation: { email: 'somchai@gmail.com', termsAcknowledged: true } }),
    ).toEqual(['promotion.emailDomainNotAllowed']);
    expect(codes({ confirmation: { email: 'not an e-mail', termsAcknowledged: false } })).toEqual([
      'email.invalidFormat',
    ]);
  });

  it('format, existence, availability and the rules come before any confirmation', () => {
    expect(codes({ code: 'bad code!' })).toEqual(['promotion.codeInvalidCharacters']);
    expect(codes({ code: '' })).toEqual(['promotion.notFound']);
    expect(codes({ found: undefined })).toEqual(['promotion.notFound']);
    expect(codes({ codesOpen: false })).toEqual(['promotion.codesClosed']);
    expect(
      codes({ found: { rules: SPECIAL, availability: { ...open, maxUses: 1, usedCount: 1 } } }),
    ).toEqual(['promotion.usedUp']);
    expect(
      codes({ found: { rules: { ...SPECIAL, minPaidAmount: thb('10000') }, availability: open } }),
    ).toEqual(['promotion.minPaidAmountNotMet']);
  });

  it('without a payment type the payment-method rule waits for the review; with one it applies', () => {
    const cashOnly = {
      rules: { ...SPECIAL, special: false, tcRequired: false, paymentMethods: ['CASH' as const] },
      availability: open,
    };
    expect(codes({ found: cashOnly })).toBe('APPLIED');
    expect(codes({ found: cashOnly, paymentType: 'POINT' })).toEqual([
      'promotion.paymentMethodNotAllowed',
    ]);
  });

  describe('properties', () => {
    it('a code needing no confirmation is never pending: applied or refused', () => {
      fc.assert(
        fc.property(promotionArb(), (rules) => {
          const result = checkPromotionCode(
            check({ code: rules.code, found: { rules, availability: open } }),
          );
          if (result.ok) expect(result.value.status).toBe('APPLIED');
        }),
      );
    });

    it('an applied discount never exceeds the lines’ amount', () => {
      fc.assert(
        fc.property(promotionArb(), (rules) => {
          const result = checkPromotionCode(
            check({ code: rules.code, found: { rules, availability: open } }),
          );
          if (result.ok && result.value.status === 'APPLIED') {
            expect(
              result.value.applied.discount.lessThanOrEqualTo(result.value.applied.total),
            ).toBe(true);
          }
        }),
      );
    });
  });
});
