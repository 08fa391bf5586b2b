import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import {
  CHECKOUT_IPP_CONFIG,
  CHECKOUT_PRICE_CODES,
  VALID_ADDRESS,
} from '../testing/checkout.arbitraries';
import type { CheckoutItem, OrderUnitRequest } from './checkout-item';
import type { PromotionAvailability } from '../promotion/check-promotion-availability';
import { quoteOrder, type OrderQuote, type QuoteOrderInput } from './quote-order';

const ZERO = thb(0);

/** An iPhone with AppleCare+ and two engraving lines, and a limited AirTag 4-pack. */
const IPHONE: CheckoutItem = {
  code: 'IP17',
  partNumber: 'MG6X4TH/A',
  name: 'iPhone 17',
  thaiName: 'ไอโฟน 17',
  images: [],
  unitPrice: thb('32900.00'),
  appleCare: {
    code: 'AC-IP17',
    name: 'AppleCare+',
    thaiName: 'แอปเปิลแคร์พลัส',
    price: thb('5990.00'),
    point: 998_334,
  },
  limit: false,
  maxQuantity: 999,
  prices: [],
  engraving: { engraving: true, engravingLine: 2, uppercaseOnly: true },
};
const AIRTAG: CheckoutItem = {
  code: 'AT4',
  partNumber: 'MX542TH/A',
  name: 'AirTag 4 pack',
  thaiName: 'AirTag แพ็ก 4 ชิ้น',
  images: [],
  unitPrice: thb('3990.00'),
  limit: true,
  maxQuantity: 2,
  prices: [],
  engraving: { engraving: false },
};

const unit = (
  code: string,
  lineUuid: string,
  price: string,
  extra: Partial<OrderUnitRequest> = {},
): OrderUnitRequest => ({
  lineUuid,
  code,
  hasAppleCare: false,
  persMesg1: '',
  persMesg2: '',
  shownUnitPrice: thb(price),
  ...extra,
});

/** One iPhone with AppleCare+ engraved "love", two AirTags: THB 46,870.00, by KCC card, in cash. */
function order(overrides: Partial<QuoteOrderInput> = {}): QuoteOrderInput {
  return {
    units: [
      unit('IP17', 'l-1', '32900.00', {
        hasAppleCare: true,
        shownCarePlanPrice: thb('5990.00'),
        persMesg1: 'love',
      }),
      unit('AT4', 'l-2', '3990.00'),
      unit('AT4', 'l-2', '3990.00'),
    ],
    items: new Map([
      [IPHONE.code, IPHONE],
      [AIRTAG.code, AIRTAG],
    ]),
    shown: {
      total: thb('46870.00'),
      discount: ZERO,
      paymentType: 'CASH',
      cash: thb('46870.00'),
      point: 0,
      cardEntity: 'KCC',
    },
    billing: VALID_ADDRESS,
    shipping: VALID_ADDRESS,
    caps: {
      perTransactionAmountLimit: thb('500000'),
      maxRedeemablePointsPerTransaction: 30_000_000,
    },
    pointsRedemptionOpen: true,
    promotionCodesOpen: true,
    priceCodes: CHECKOUT_PRICE_CODES,
    ippConfig: CHECKOUT_IPP_CONFIG,
    pointsBalance: 0,
    signedIn: true,
    now: new Date('2026-05-10T12:00:00+07:00'),
    ...overrides,
  };
}

const codes = (input: QuoteOrderInput) => {
  const result = quoteOrder(input);
  return result.ok ? [] : result.errors.map((error) => error.code);
};

const SAVE500 = {
  code: 'SAVE500',
  found: {
    rules: {
      code: 'SAVE500',
      discount: { kind: 'amount' as const, amount: thb('500.00') },
      applyCarePlan: false,
      special: false,
      tcRequired: false,
      // Any payment; the terms restrict an instalment plan only.
      paymentMethods: ['CASH', 'CASH_INSTALLMENT', 'POINT', 'POINT_CASH'] as const,
      termIds: ['IPP10'],
    },
    availability: { active: true, usedCount: 0, membersOnly: false },
  },
  confirmation: { email: undefined, termsAcknowledged: false },
};

describe('quoteOrder: the whole order again from the server’s data', () => {
  it('prices the lines from the catalogue and accepts the figures shown', () => {
    const result = quoteOrder(order());
    expect(result.ok).toBe(true);
    const quote = (result as { value: OrderQuote }).value;
    expect(quote.total.toFixed(2)).toBe('46870.00');
    expect(quote.payable.toFixed(2)).toBe('46870.00');
    expect(quote.payment).toMatchObject({ paymentType: 'CASH', point: 0, cardEntity: 'KCC' });
    expect(
      quote.lines.map((line) => [
        line.uuid,
        line.quantity,
        line.lineTotal.toFixed(2),
        line.persMesg1,
      ]),
    ).toEqual([
      ['l-1', 1, '38890.00', 'LOVE'],
      ['l-2', 2, '7980.00', ''],
    ]);
    expect(quote.lines[0]?.carePlan).toEqual({ code: 'AC-IP17', price: thb('5990.00') });
    expect(quote.pointsRedeemed).toBe(0);
  });

  it('a promotion takes its discount off, and its terms restrict the instalments', () => {
    const result = quoteOrder(
      order({
        promotion: SAVE500,
        shown: {
          total: thb('46870.00'),
          discount: thb('500.00'),
          paymentType: 'CASH_INSTALLMENT',
          cash: thb('46370.00'),
          point: 0,
          cardEntity: 'KCC',
          termOfFlexi: 10,
          ippCustomer: 'IPP10',
        },
      }),
    );
    expect(result.ok).toBe(true);
    const quote = (result as { value: OrderQuote }).value;
    expect(quote.discount.toFixed(2)).toBe('500.00');
    expect(quote.payment.instalment?.total.toFixed(2)).toBe('50496.93');
    expect(quote.promotion?.code).toBe('SAVE500');
    const threeMonths = order({
      promotion: SAVE500,
      shown: {
        total: thb('46870.00'),
        discount: thb('500.00'),
        paymentType: 'CASH_INSTALLMENT',
        cash: thb('46370.00'),
        point: 0,
        cardEntity: 'KCC',
        termOfFlexi: 3,
        ippCustomer: 'IPP03',
      },
    });
    expect(codes(threeMonths)).toEqual(['instalments.termNotOffered']);
  });

  it('refuses every price, total and discount it did not compute itself', () => {
    const tampered = order({
      units: [
        unit('IP17', 'l-1', '1.00', {
          hasAppleCare: true,
          shownCarePlanPrice: thb('5990.00'),
          persMesg1: 'love',
        }),
        unit('AT4', 'l-2', '3990.00'),
        unit('AT4', 'l-2', '3990.00', { shownUnitPrice: thb('3989.99') }),
      ],
      shown: {
        total: thb('46000.00'),
        discount: thb('10.00'),
        paymentType: 'CASH',
        cash: thb('45990.00'),
        point: 0,
        cardEntity: 'KCC',
      },
    });
    expect(quoteOrder(tampered)).toEqual({
      ok: false,
      errors: [
        { code: 'cart.priceChanged', uuid: 'l-1', itemCode: 'IP17' },
        { code: 'cart.priceChanged', uuid: 'l-2', itemCode: 'AT4' },
        { code: 'checkout.totalChanged', expected: '46870.00' },
        { code: 'checkout.discountChanged', expected: '0.00' },
        { code: 'payment.cashMismatch', expected: '46870.00' },
      ],
    });
    const carePlanPrice = order({
      units: [
        unit('IP17', 'l-1', '32900.00', { hasAppleCare: true, persMesg1: 'love' }),
        unit('AT4', 'l-2', '3990.00'),
        unit('AT4', 'l-2', '3990.00'),
      ],
    });
    expect(codes(carePlanPrice)).toEqual(['cart.priceChanged']);
  });

  it('refuses what cannot be bought: unknown items, disagreeing units, a care plan not offered, an engraving the item does not take, an ended sale', () => {
    expect(codes(order({ units: [unit('NOPE', 'l-1', '1.00')] }))).toContain(
      'checkout.itemNotFound',
    );
    expect(
      codes(order({ units: [unit('AT4', 'l-1', '3990.00'), unit('IP17', 'l-1', '32900.00')] })),
    ).toContain('checkout.unitsDisagree');
    expect(
      codes(order({ units: [unit('AT4', 'l-1', '3990.00', { hasAppleCare: true })] })),
    ).toContain('cart.carePlanNotOffered');
    expect(codes(order({ units: [unit('AT4', 'l-1', '3990.00', { persMesg1: 'HI' })] }))).toContain(
      'engraving.notOffered',
    );
    const engravedTwice = [
      unit('IP17', 'l-1', '32900.00', { persMesg1: 'A' }),
      unit('IP17', 'l-1', '32900.00', { persMesg1: 'A' }),
    ];
    expect(codes(order({ units: engravedTwice }))).toContain('checkout.engravedLineQuantity');
    const ended = new Map([[AIRTAG.code, { ...AIRTAG, endDate: '2026-05-01' }]]);
    expect(codes(order({ units: [unit('AT4', 'l-1', '3990.00')], items: ended }))).toContain(
      'cart.itemUnavailable',
    );
  });

  it('refuses nothing to buy and more units than an order can number', () => {
    expect(codes(order({ units: [] }))).toContain('cart.noItemChosen');
    const many = Array.from({ length: 100 }, (_, index) => unit('IP17', `l-${index}`, '32900.00'));
    expect(codes(order({ units: many }))).toContain('checkout.tooManyUnits');
  });

  it('applies the cart limits: max quantity alone and with orders awaiting payment, and the cash cap', () => {
    const three = [
      unit('AT4', 'l-1', '3990.00'),
      unit('AT4', 'l-1', '3990.00'),
      unit('AT4', 'l-1', '3990.00'),
    ];
    expect(codes(order({ units: three }))).toContain('cart.maxQuantityPerOrder');
    expect(codes(order({ openUnitsByCode: new Map([['AT4', 1]]) }))).toContain(
      'checkout.openOrdersOverLimit',
    );
    expect(
      codes(
        order({
          caps: {
            perTransactionAmountLimit: thb('40000'),
            maxRedeemablePointsPerTransaction: undefined,
          },
        }),
      ),
    ).toContain('cart.amountLimitExceeded');
  });

  it('names the address fields at fault', () => {
    const result = quoteOrder(order({ shipping: { ...VALID_ADDRESS, postalCode: '11111' } }));
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'postalCode.repeatedDigits', field: 'shipping.postalCode' }],
    });
  });

  it('a card brand the item is not priced for is refused', () => {
    const kccOnly = new Map([
      [
        AIRTAG.code,
        {
          ...AIRTAG,
          prices: [
            {
              type: 'CASH' as const,
              cash: thb('3990.00'),
              point: 0,
              priceCode: 'KCC' as const,
              ratePoint: 1000,
              rateCash: 6,
              minimumTransactionAmount: ZERO,
            },
          ],
        },
      ],
    ]);
    const input = order({
      units: [unit('AT4', 'l-1', '3990.00')],
      items: kccOnly,
      shown: {
        total: thb('3990.00'),
        discount: ZERO,
        paymentType: 'CASH',
        cash: thb('3990.00'),
        point: 0,
        cardEntity: 'TMS',
      },
    });
    expect(codes(input)).toEqual(['checkout.cardBrandNotOffered']);
  });

  it('the promotion must exist, be running, have a use left and be open to the shopper', () => {
    const promo = (availability: Partial<PromotionAvailability>, signedIn = true) =>
      codes(
        order({
          signedIn,
          promotion: {
            ...SAVE500,
            found: {
              ...SAVE500.found,
              availability: { ...SAVE500.found.availability, ...availability },
            },
          },
          shown: {
            total: thb('46870.00'),
            discount: ZERO,
            paymentType: 'CASH',
            cash: thb('46870.00'),
            point: 0,
            cardEntity: 'KCC',
          },
        }),
      );
    expect(promo({ active: false })).toEqual(['promotion.notFound']);
    expect(promo({ maxUses: 5, usedCount: 5 })).toEqual(['promotion.usedUp']);
    expect(promo({ membersOnly: true }, false)).toEqual(['promotion.membersOnly']);
    expect(codes(order({ promotion: { ...SAVE500, found: undefined } }))).toEqual([
      'promotion.notFound',
    ]);
    expect(codes(order({ promotion: { ...SAVE500, code: 'no spaces!' } }))).toEqual([
      'promotion.codeInvalidCharacters',
    ]);
    expect(codes(order({ promotion: { ...SAVE500, code: '  ' } }))).toEqual([]);
    expect(codes(order({ promotion: SAVE500, promotionCodesOpen: false }))).toEqual([
      'promotion.codesClosed',
    ]);
  });

  it('points pay with the balance left after a points promotion, and never while redemption is closed', () => {
    const cheap = new Map([[AIRTAG.code, AIRTAG]]);
    const units = [unit('AT4', 'l-1', '3990.00')];
    const points = {
      total: thb('3990.00'),
      discount: ZERO,
      paymentType: 'POINT',
      cash: ZERO,
      point: 665_000,
      cardEntity: 'KCC' as const,
    };
    expect(codes(order({ units, items: cheap, shown: points, pointsBalance: 665_000 }))).toEqual(
      [],
    );
    expect(
      codes(
        order({
          units,
          items: cheap,
          shown: points,
          pointsBalance: 665_000,
          pointsRedemptionOpen: false,
        }),
      ),
    ).toEqual(expect.arrayContaining(['payment.pointsClosed']));
    const withPromoPoints = {
      ...SAVE500,
      found: {
        ...SAVE500.found,
        rules: { ...SAVE500.found.rules, requiredPoints: 1000, termIds: [] },
      },
    };
    const afterPromo = { ...points, discount: thb('500.00'), point: 581_667 };
    expect(
      codes(
        order({
          units,
          items: cheap,
          shown: afterPromo,
          pointsBalance: 582_667,
          promotion: withPromoPoints,
        }),
      ),
    ).toEqual([]);
    const quote = quoteOrder(
      order({
        units,
        items: cheap,
        shown: afterPromo,
        pointsBalance: 582_667,
        promotion: withPromoPoints,
      }),
    );
    expect(quote.ok && quote.value.pointsRedeemed).toBe(582_667);
    expect(
      codes(
        order({
          units,
          items: cheap,
          shown: afterPromo,
          pointsBalance: 582_666,
          promotion: withPromoPoints,
        }),
      ),
    ).toEqual(['points.insufficientBalance']);
  });
});

describe('quoteOrder: a refund promo code', () => {
  const coupon = (value: string | undefined) => ({
    code: 'RF-ABCDEFGHJK',
    value: value === undefined ? undefined : thb(value),
  });

  it('pays like cash after the promotion: the payment pays what is left', () => {
    const shown = { ...order().shown, discount: thb('500.00'), cash: thb('46120.00') };
    const result = quoteOrder(order({ promotion: SAVE500, shown, refundCoupon: coupon('250.00') }));
    expect(codes(order({ promotion: SAVE500, shown, refundCoupon: coupon('250.00') }))).toEqual([]);
    const quote = (result as { value: OrderQuote }).value;
    expect(quote.discount.toFixed(2)).toBe('500.00');
    expect(quote.refundCoupon).toEqual({ code: 'RF-ABCDEFGHJK', applied: thb('250.00') });
    expect(quote.payable.toFixed(2)).toBe('46120.00');
    // The cash shown must be what is left after the code.
    expect(
      codes(
        order({
          promotion: SAVE500,
          shown: { ...shown, cash: thb('46370.00') },
          refundCoupon: coupon('250.00'),
        }),
      ),
    ).toEqual(['payment.cashMismatch']);
  });

  it('a code worth more than the order pays all of it: THB 0 in cash', () => {
    const shown = { ...order().shown, cash: ZERO };
    const result = quoteOrder(order({ shown, refundCoupon: coupon('50000.00') }));
    expect(result.ok).toBe(true);
    const quote = (result as { value: OrderQuote }).value;
    expect(quote.refundCoupon?.applied.toFixed(2)).toBe('46870.00');
    expect(quote.payable.toFixed(2)).toBe('0.00');
  });

  it('refuses a code the customer cannot spend, and any code from a guest', () => {
    expect(codes(order({ refundCoupon: coupon(undefined) }))).toEqual([
      'checkout.refundCouponUnavailable',
    ]);
    expect(codes(order({ signedIn: false, refundCoupon: coupon('10.00') }))).toEqual([
      'checkout.refundCouponMembersOnly',
    ]);
    expect(codes(order({ refundCoupon: { code: '  ', value: undefined } }))).toEqual([]);
  });
});
