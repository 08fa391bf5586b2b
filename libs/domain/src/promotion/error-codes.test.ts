import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  promoCartLineArb,
  promoPaymentContextArb,
  promotionArb,
} from '../testing/promotion.arbitraries';
import { applyPromotion } from './apply-promotion';
import { promotionErrorCodes } from './error-codes';
import { validatePromoCode } from './validate-promo-code';

// The confirmation e-mail goes through the account area's e-mail check first.
const catalogued = new Set<string>([
  ...promotionErrorCodes,
  'field.required',
  'email.invalidFormat',
]);

describe('promotionErrorCodes', () => {
  it('are unique and named promotion.camelCaseReason', () => {
    expect(new Set(promotionErrorCodes).size).toBe(promotionErrorCodes.length);
    for (const code of promotionErrorCodes) expect(code).toMatch(/^promotion\.[a-z][A-Za-z]+$/);
  });

  describe('properties', () => {
    it('every code the area reports is catalogued, so the UI has a message for it', () => {
      fc.assert(
        fc.property(
          promotionArb({ withConfirmation: true }),
          fc.array(promoCartLineArb(), { maxLength: 4 }),
          promoPaymentContextArb(),
          fc.string({ maxLength: 45 }),
          (promotion, lines, context, code) => {
            const applied = applyPromotion(promotion, lines, context);
            const checked = validatePromoCode(code);
            const reported = [
              ...(applied.ok ? [] : applied.errors),
              ...(checked.ok ? [] : checked.errors),
            ];
            for (const error of reported) expect(catalogued).toContain(error.code);
          },
        ),
      );
    });
  });
});
