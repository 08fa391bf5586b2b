import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promoCodeArb } from '../testing/promotion.arbitraries';
import { canApplyPromoCode } from './can-apply-promo-code';

describe('canApplyPromoCode: "Apply needs code; disabled if discount exists or e-mail step pending"', () => {
  const ready = { code: 'SAVE500', discountApplied: false, emailStepPending: false };

  it('is enabled with a well-formed code, no discount and no pending e-mail step', () => {
    expect(canApplyPromoCode(ready)).toBe(true);
  });

  it('needs a code', () => {
    expect(canApplyPromoCode({ ...ready, code: undefined })).toBe(false);
    expect(canApplyPromoCode({ ...ready, code: '   ' })).toBe(false);
  });

  it('needs a well-formed code', () => {
    expect(canApplyPromoCode({ ...ready, code: 'SAVE 500!' })).toBe(false);
  });

  it('is disabled while a discount exists', () => {
    expect(canApplyPromoCode({ ...ready, discountApplied: true })).toBe(false);
  });

  it('is disabled while the e-mail step is pending', () => {
    expect(canApplyPromoCode({ ...ready, emailStepPending: true })).toBe(false);
  });

  describe('properties', () => {
    it('is never enabled while a discount exists or the e-mail step is pending', () => {
      fc.assert(
        fc.property(
          promoCodeArb(),
          fc.boolean(),
          fc.boolean(),
          (code, discountApplied, emailStepPending) => {
            expect(canApplyPromoCode({ code, discountApplied, emailStepPending })).toBe(
              !discountApplied && !emailStepPending,
            );
          },
        ),
      );
    });
  });
});
