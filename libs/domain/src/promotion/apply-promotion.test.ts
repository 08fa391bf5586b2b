import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToString, thb } from '../money/money';
import {
  promoCartLineArb,
  promoPaymentContextArb,
  promotionArb,
} from '../testing/promotion.arbitraries';
import { applyPromotion, type PromoCartLine, type PromoPaymentContext } from './apply-promotion';
import type { Promotion } from './promotion';

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  code: 'SAVE500',
  discount: { kind: 'amount', amount: thb(500) },
  applyCarePlan: false,
  special: false,
  tcRequired: false,
  ...overrides,
});

/** iPhone THB 32,900 x 1 with Apple Care THB 7,290, and AirPods THB 8,990 x 2. */
const cart: PromoCartLine[] = [
  {
    checked: true,
    unitPrice: thb('32900'),
    quantity: 1,
    carePlan: { price: thb('7290'), quantity: 1 },
  },
  { checked: true, unitPrice: thb('8990'), quantity: 2 },
];
const cash: PromoPaymentContext = { paymentType: 'CASH', cardBrand: 'KCC' };

const figures = (result: ReturnType<typeof applyPromotion>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const { total, eligibleAmount, discount, discountedTotal } = result.value;
  return {
    total: moneyToString(total),
    eligibleAmount: moneyToString(eligibleAmount),
    discount: moneyToString(discount),
    discountedTotal: moneyToString(discountedTotal),
  };
};

const codes = (result: ReturnType<typeof applyPromotion>) =>
  result.ok ? [] : result.errors.map((error) => error.code);

describe('applyPromotion: a promotion code on the checked cart lines', () => {
  it('takes THB 500 off a total of THB 58,170 (units 50,880 + care plan 7,290): THB 57,670', () => {
    expect(figures(applyPromotion(promotion(), cart, cash))).toEqual({
      total: '58170.00',
      eligibleAmount: '50880.00',
      discount: '500.00',
      discountedTotal: '57670.00',
    });
  });

  it('counts only checked lines', () => {
    const result = applyPromotion(promotion(), [cart[0]!, { ...cart[1]!, checked: false }], cash);
    expect(figures(result).total).toBe('40190.00');
    expect(figures(result).eligibleAmount).toBe('32900.00');
  });

  describe('care-plan inclusion (applyAppleCare)', () => {
    it('applyAppleCare Y: care-plan amounts count towards the eligible amount', () => {
      expect(
        figures(applyPromotion(promotion({ applyCarePlan: true }), cart, cash)).eligibleAmount,
      ).toBe('58170.00');
    });

    it('applyAppleCare N: the care plan is paid but not eligible', () => {
      const onlyCarePlanBig = promotion({ discount: { kind: 'amount', amount: thb('40000') } });
      expect(codes(applyPromotion(onlyCarePlanBig, [cart[0]!], cash))).toEqual([
        'promotion.discountExceedsAmount',
      ]);
      expect(applyPromotion({ ...onlyCarePlanBig, applyCarePlan: true }, [cart[0]!], cash).ok).toBe(
        true,
      );
    });
  });

  describe('percentage discounts', () => {
    it('10% of THB 50,880 is THB 5,088', () => {
      expect(
        figures(
          applyPromotion(promotion({ discount: { kind: 'percent', percent: 10 } }), cart, cash),
        ).discount,
      ).toBe('5088.00');
    });

    it('rounds the discount DOWN to the satang: 12.5% of THB 99.99 = 12.49875 gives THB 12.49 (the shop keeps the fraction)', () => {
      const result = applyPromotion(
        promotion({ discount: { kind: 'percent', percent: 12.5 } }),
        [{ checked: true, unitPrice: thb('99.99'), quantity: 1 }],
        cash,
      );
      expect(figures(result)).toMatchObject({ discount: '12.49', discountedTotal: '87.50' });
    });

    it('refuses a percentage outside (0, 100] as a programming error', () => {
      expect(() =>
        applyPromotion(promotion({ discount: { kind: 'percent', percent: 0 } }), cart, cash),
      ).toThrow(RangeError);
      expect(() =>
        applyPromotion(promotion({ discount: { kind: 'percent', percent: 101 } }), cart, cash),
      ).toThrow(RangeError);
      expect(() =>
        applyPromotion(
          promotion({ discount: { kind: 'percent', percent: Number.NaN } }),
          cart,
          cash,
        ),
      ).toThrow(RangeError);
    });
  });

  it('refuses a negative price, discount or quantity as a programming error', () => {
    expect(() =>
      applyPromotion(promotion(), [{ checked: true, unitPrice: thb(-1), quantity: 1 }], cash),
    ).toThrow(RangeError);
    expect(() =>
      applyPromotion(promotion({ discount: { kind: 'amount', amount: thb(-1) } }), cart, cash),
    ).toThrow(RangeError);
    expect(() =>
      applyPromotion(promotion(), [{ checked: true, unitPrice: thb(1), quantity: -1 }], cash),
    ).toThrow(RangeError);
    expect(() =>
      applyPromotion(promotion(), [{ checked: true, unitPrice: thb(1), quantity: 1.5 }], cash),
    ).toThrow(RangeError);
  });

  describe('minimum paid amount (minPaidAmount)', () => {
    it('applies when the eligible amount reaches the minimum exactly', () => {
      expect(applyPromotion(promotion({ minPaidAmount: thb('50880') }), cart, cash).ok).toBe(true);
    });

    it('refuses when the eligible amount is one satang short', () => {
      expect(applyPromotion(promotion({ minPaidAmount: thb('50880.01') }), cart, cash)).toEqual({
        ok: false,
        errors: [{ code: 'promotion.minPaidAmountNotMet', min: '50880.01' }],
      });
    });
  });

  describe('payment-method limit (promotionPaymentMethod)', () => {
    it('refuses a payment type outside the list', () => {
      expect(
        applyPromotion(promotion({ paymentMethods: ['CASH_INSTALLMENT'] }), cart, cash),
      ).toEqual({
        ok: false,
        errors: [
          {
            code: 'promotion.paymentMethodNotAllowed',
            paymentType: 'CASH',
            allowed: 'CASH_INSTALLMENT',
          },
        ],
      });
    });

    it('applies with a listed payment type; an empty list limits nothing', () => {
      expect(
        applyPromotion(promotion({ paymentMethods: ['CASH', 'CASH_INSTALLMENT'] }), cart, cash).ok,
      ).toBe(true);
      expect(applyPromotion(promotion({ paymentMethods: [] }), cart, cash).ok).toBe(true);
    });
  });

  describe('price-code limit (priceCode)', () => {
    it('refuses a chosen card brand outside the list', () => {
      expect(applyPromotion(promotion({ priceCodes: ['AYCAP', 'GCS'] }), cart, cash)).toEqual({
        ok: false,
        errors: [{ code: 'promotion.cardBrandNotAllowed', cardBrand: 'KCC', allowed: 'AYCAP,GCS' }],
      });
    });

    it('applies before a card brand is chosen, and says which brands remain allowed', () => {
      const result = applyPromotion(promotion({ priceCodes: ['AYCAP'] }), cart, {
        paymentType: 'CASH',
      });
      expect(result.ok && result.value.allowedCardBrands).toEqual(['AYCAP']);
    });

    it('leaves every brand open when the promotion has no price code', () => {
      const result = applyPromotion(promotion(), cart, cash);
      expect(result.ok && result.value.allowedCardBrands).toBeUndefined();
    });
  });

  describe('"Promo Code discount exceeds purchase amount."', () => {
    it('refuses a THB 1,000 discount on a THB 999.99 purchase', () => {
      expect(
        applyPromotion(
          promotion({ discount: { kind: 'amount', amount: thb(1000) } }),
          [{ checked: true, unitPrice: thb('999.99'), quantity: 1 }],
          cash,
        ),
      ).toEqual({
        ok: false,
        errors: [
          { code: 'promotion.discountExceedsAmount', discount: '1000.00', amount: '999.99' },
        ],
      });
    });

    it('refuses any discount when no line is checked', () => {
      expect(codes(applyPromotion(promotion(), [{ ...cart[1]!, checked: false }], cash))).toEqual([
        'promotion.discountExceedsAmount',
      ]);
    });
  });

  describe('"if cash minus discount is 0 or less, points and instalment are turned off"', () => {
    it('turns them off when a THB 1,000 discount meets a THB 1,000 purchase', () => {
      const result = applyPromotion(
        promotion({ discount: { kind: 'amount', amount: thb(1000) } }),
        [{ checked: true, unitPrice: thb(1000), quantity: 1 }],
        cash,
      );
      expect(result.ok && moneyToString(result.value.discountedTotal)).toBe('0.00');
      expect(result.ok && result.value.pointsAndInstalmentsOff).toBe(true);
    });

    it('leaves them on while one satang remains to pay', () => {
      const result = applyPromotion(
        promotion({ discount: { kind: 'amount', amount: thb('999.99') } }),
        [{ checked: true, unitPrice: thb(1000), quantity: 1 }],
        cash,
      );
      expect(result.ok && result.value.pointsAndInstalmentsOff).toBe(false);
    });
  });

  describe('"Your {reward} balance is not enough to apply this promotion code"', () => {
    it('refuses a promotion needing 5,000 points with a balance of 4,999', () => {
      expect(
        applyPromotion(promotion({ requiredPoints: 5000 }), cart, { ...cash, pointsBalance: 4999 }),
      ).toEqual({
        ok: false,
        errors: [{ code: 'promotion.pointsBalanceTooLow', required: 5000, balance: 4999 }],
      });
    });

    it('applies with exactly 5,000 points, and says how many it redeems', () => {
      const result = applyPromotion(promotion({ requiredPoints: 5000 }), cart, {
        ...cash,
        pointsBalance: 5000,
      });
      expect(result.ok && result.value.redeemedPoints).toBe(5000);
    });

    it('counts an unknown balance (a guest) as none', () => {
      expect(codes(applyPromotion(promotion({ requiredPoints: 1 }), cart, cash))).toEqual([
        'promotion.pointsBalanceTooLow',
      ]);
    });
  });

  describe("the promotion's termIds restrict instalment terms", () => {
    const instalment: PromoPaymentContext = { paymentType: 'CASH_INSTALLMENT', cardBrand: 'KCC' };

    it('returns the allowed term ids', () => {
      const result = applyPromotion(promotion({ termIds: ['6', '10'] }), cart, instalment);
      expect(result.ok && result.value.allowedTermIds).toEqual(['6', '10']);
    });

    it('grants a promotion of a 10-month plan (FLEXI10) to instalments only, not to cash or points', () => {
      const flexi = promotion({
        code: 'FLEXI10',
        discount: { kind: 'amount', amount: thb(1500) },
        termIds: ['IPP10'],
      });
      expect(applyPromotion(flexi, cart, instalment).ok).toBe(true);
      for (const paymentType of ['CASH', 'POINT', 'POINT_CASH'] as const) {
        expect(codes(applyPromotion(flexi, cart, { ...cash, paymentType }))).toEqual([
          'promotion.paymentMethodNotAllowed',
        ]);
      }
    });

    it('lets a promotion that lists cash beside its terms be used with cash', () => {
      const both = promotion({ paymentMethods: ['CASH', 'CASH_INSTALLMENT'], termIds: ['IPP10'] });
      expect(applyPromotion(both, cart, cash).ok).toBe(true);
    });

    it('restricts nothing without termIds', () => {
      const result = applyPromotion(promotion({ termIds: [] }), cart, cash);
      expect(result.ok && result.value.allowedTermIds).toBeUndefined();
    });
  });

  describe('special promotions and T&Cs', () => {
    const specialPromotion = promotion({
      special: true,
      specialConditionValue: 'kbank.com',
      tcRequired: true,
    });

    it('needs the e-mail confirmation and the T&C acknowledgement', () => {
      expect(codes(applyPromotion(specialPromotion, cart, cash))).toEqual([
        'field.required',
        'promotion.termsNotAcknowledged',
      ]);
    });

    it('applies once an allowed e-mail is confirmed and the T&Cs acknowledged', () => {
      expect(
        applyPromotion(specialPromotion, cart, {
          ...cash,
          confirmation: { email: 'somchai@kbank.com', termsAcknowledged: true },
        }).ok,
      ).toBe(true);
    });
  });

  it('collects every broken rule at once', () => {
    const result = applyPromotion(
      promotion({
        discount: { kind: 'amount', amount: thb(100_000) },
        minPaidAmount: thb(100_000),
        paymentMethods: ['POINT'],
        priceCodes: ['TMS'],
        requiredPoints: 10,
        special: true,
        specialConditionValue: 'kbank.com',
      }),
      cart,
      { ...cash, confirmation: { email: 'x@gmail.com', termsAcknowledged: false } },
    );
    expect(codes(result)).toEqual([
      'promotion.emailDomainNotAllowed',
      'promotion.minPaidAmountNotMet',
      'promotion.paymentMethodNotAllowed',
      'promotion.cardBrandNotAllowed',
      'promotion.discountExceedsAmount',
      'promotion.pointsBalanceTooLow',
    ]);
  });

  describe('properties', () => {
    const applied = fc
      .tuple(
        promotionArb(),
        fc.array(promoCartLineArb(), { maxLength: 5 }),
        promoPaymentContextArb(),
      )
      .map(([promo, lines, context]) => applyPromotion(promo, lines, context));

    it('the discounted total is never negative', () => {
      fc.assert(
        fc.property(applied, (result) => {
          if (result.ok) expect(result.value.discountedTotal.isNegative()).toBe(false);
        }),
      );
    });

    it('the discounted total is never more than the total, and total - discount = discounted total', () => {
      fc.assert(
        fc.property(applied, (result) => {
          if (!result.ok) return;
          const { total, discount, discountedTotal } = result.value;
          expect(discountedTotal.lessThanOrEqualTo(total)).toBe(true);
          expect(total.minus(discount).equals(discountedTotal)).toBe(true);
        }),
      );
    });

    it('the discount never exceeds the eligible amount, which never exceeds the total', () => {
      fc.assert(
        fc.property(applied, (result) => {
          if (!result.ok) return;
          const { total, eligibleAmount, discount } = result.value;
          expect(discount.lessThanOrEqualTo(eligibleAmount)).toBe(true);
          expect(eligibleAmount.lessThanOrEqualTo(total)).toBe(true);
        }),
      );
    });

    it('a percentage discount is never more than the exact percentage (rounded down, whole satang)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000 }),
          fc.array(promoCartLineArb(), { minLength: 1, maxLength: 5 }),
          (hundredths, lines) => {
            const result = applyPromotion(
              promotion({
                discount: { kind: 'percent', percent: hundredths / 100 },
                applyCarePlan: true,
              }),
              lines,
              cash,
            );
            if (!result.ok) throw new Error('a percentage of at most 100 always applies');
            const exact = result.value.eligibleAmount.times(hundredths).dividedBy(10_000);
            expect(result.value.discount.lessThanOrEqualTo(exact)).toBe(true);
            expect(exact.minus(result.value.discount).lessThan('0.01')).toBe(true);
            expect(result.value.discount.decimalPlaces()).toBeLessThanOrEqual(2);
          },
        ),
      );
    });

    it('points and instalments are off exactly when nothing is left to pay', () => {
      fc.assert(
        fc.property(applied, (result) => {
          if (result.ok)
            expect(result.value.pointsAndInstalmentsOff).toBe(
              result.value.discountedTotal.isZero(),
            );
        }),
      );
    });

    it('no promotion is ever granted to a payment type it does not allow; one naming terms only to instalments', () => {
      fc.assert(
        fc.property(
          promotionArb(),
          fc.array(promoCartLineArb(), { maxLength: 5 }),
          promoPaymentContextArb(),
          (promo, lines, context) => {
            if (!applyPromotion(promo, lines, context).ok) return;
            const given = promo.paymentMethods ?? [];
            if (given.length > 0) expect(given).toContain(context.paymentType);
            else if ((promo.termIds ?? []).length > 0)
              expect(context.paymentType).toBe('CASH_INSTALLMENT');
          },
        ),
      );
    });

    it('a refusal always names a rule, and only the rules the promotion sets can be broken', () => {
      fc.assert(
        fc.property(
          promotionArb(),
          fc.array(promoCartLineArb(), { maxLength: 5 }),
          promoPaymentContextArb(),
          (promo, lines, context) => {
            const result = applyPromotion(promo, lines, context);
            if (result.ok) return;
            expect(result.errors.length).toBeGreaterThan(0);
            const broken = result.errors.map((error) => error.code);
            if (promo.minPaidAmount === undefined)
              expect(broken).not.toContain('promotion.minPaidAmountNotMet');
            if (!promo.paymentMethods?.length && !promo.termIds?.length)
              expect(broken).not.toContain('promotion.paymentMethodNotAllowed');
            if (!promo.priceCodes?.length)
              expect(broken).not.toContain('promotion.cardBrandNotAllowed');
            if (!promo.requiredPoints)
              expect(broken).not.toContain('promotion.pointsBalanceTooLow');
          },
        ),
      );
    });
  });
});
