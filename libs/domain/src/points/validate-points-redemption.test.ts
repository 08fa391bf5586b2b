import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, MAX_POINTS_PER_ITEM } from '../config/business-constants';
import { wholePointsArb } from '../testing/points.arbitraries';
import { validatePointsRedemption, type PointsRedemption } from './validate-points-redemption';

const redemption = (overrides: Partial<PointsRedemption> = {}): PointsRedemption => ({
  points: 166_667,
  cardBrand: 'KCC',
  balance: 500_000,
  maxPerTransaction: 1_000_000,
  itemPoints: [{ code: 'IPHONE17-256-BLK', points: 166_667 }],
  ...overrides,
});

const errors = (input: PointsRedemption) => {
  const result = validatePointsRedemption(input);
  return result.ok ? [] : result.errors;
};

describe('validatePointsRedemption: every rule on the points a customer redeems', () => {
  it('accepts 166,667 points with a KCC card, within the balance and every cap', () => {
    expect(validatePointsRedemption(redemption())).toEqual({ ok: true, value: 166_667 });
  });

  it('accepts redeeming no points at all, whatever the card', () => {
    expect(
      validatePointsRedemption(redemption({ points: 0, cardBrand: 'GCS', balance: 0 })),
    ).toEqual({
      ok: true,
      value: 0,
    });
  });

  it('"points integer": a fraction of a point or not a number is refused', () => {
    expect(errors(redemption({ points: 10.5 }))).toEqual([{ code: 'points.notWhole' }]);
    expect(errors(redemption({ points: Number.NaN }))).toEqual([{ code: 'points.notWhole' }]);
    expect(errors(redemption({ points: Infinity }))).toEqual([{ code: 'points.notWhole' }]);
  });

  it('negative points are refused', () => {
    expect(errors(redemption({ points: -1 }))).toEqual([{ code: 'points.negative' }]);
  });

  it('"Points cannot be combined with GCS or TMS"', () => {
    expect(errors(redemption({ cardBrand: 'GCS' }))).toEqual([
      { code: 'points.cardBrandNotAllowed', cardBrand: 'GCS' },
    ]);
    expect(errors(redemption({ cardBrand: 'TMS' }))).toEqual([
      { code: 'points.cardBrandNotAllowed', cardBrand: 'TMS' },
    ]);
    expect(errors(redemption({ cardBrand: 'AYCAP' }))).toEqual([]);
  });

  it('before a card brand is chosen the brand rule waits (the payment needs a brand anyway)', () => {
    expect(errors(redemption({ cardBrand: undefined }))).toEqual([]);
  });

  it('"Points payment needs enough rewards": not more than the balance', () => {
    expect(errors(redemption({ balance: 166_666 }))).toEqual([
      { code: 'points.insufficientBalance', balance: 166_666 },
    ]);
    expect(errors(redemption({ balance: 166_667 }))).toEqual([]);
  });

  it('a balance that is not a whole number of 0 or more counts as no points', () => {
    expect(errors(redemption({ balance: Number.NaN }))).toEqual([
      { code: 'points.insufficientBalance', balance: 0 },
    ]);
    expect(errors(redemption({ points: 1, itemPoints: [], balance: 1.5 }))).toEqual([]);
  });

  it('"Maximum points allowed to be redeemed per transaction is capped at {n}." (FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION)', () => {
    expect(errors(redemption({ maxPerTransaction: 150_000 }))).toEqual([
      { code: 'points.transactionCapExceeded', max: 150_000 },
    ]);
    expect(errors(redemption({ maxPerTransaction: 166_667 }))).toEqual([]);
    expect(errors(redemption({ maxPerTransaction: undefined }))).toEqual([]);
  });

  it('a single item above 999,999 points gets the points-maximum error', () => {
    const itemPoints = [
      { code: 'AIRPODS-PRO', points: 249_834 },
      { code: 'MACBOOK-PRO-16', points: 1_000_000 },
    ];
    expect(errors(redemption({ itemPoints, balance: 2_000_000 }))).toEqual([
      { code: 'points.itemMaximumExceeded', max: 999_999, itemCode: 'MACBOOK-PRO-16' },
    ]);
    expect(
      errors(redemption({ itemPoints: [{ code: 'MAC', points: MAX_POINTS_PER_ITEM }] })),
    ).toEqual([]);
  });

  it('collects every broken rule at once', () => {
    expect(
      errors(
        redemption({
          points: 2_000_000,
          cardBrand: 'TMS',
          balance: 10,
          maxPerTransaction: 1_000_000,
          itemPoints: [{ code: 'MAC', points: 2_000_000 }],
        }),
      ).map((error) => error.code),
    ).toEqual([
      'points.cardBrandNotAllowed',
      'points.insufficientBalance',
      'points.transactionCapExceeded',
      'points.itemMaximumExceeded',
    ]);
  });

  it('a broken number stops the comparisons but the card brand is still checked', () => {
    expect(
      errors(redemption({ points: 1.5, cardBrand: 'GCS' })).map((error) => error.code),
    ).toEqual(['points.notWhole', 'points.cardBrandNotAllowed']);
  });

  describe('properties', () => {
    it('accepts exactly the whole points, not with GCS or TMS, within the balance, the cap and every item maximum', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            { arbitrary: wholePointsArb({ max: 1_000_000 }), weight: 4 },
            { arbitrary: fc.double({ min: -10, max: 2_000_000 }), weight: 1 },
          ),
          fc.oneof(fc.constantFrom('KCC', 'AYCAP' as const), fc.constantFrom(...CARD_BRANDS)),
          wholePointsArb({ max: 2_000_000 }),
          fc.option(wholePointsArb({ min: 1, max: 2_000_000 }), { nil: undefined }),
          fc.array(wholePointsArb({ max: 1_050_000 }), { maxLength: 3 }),
          (points, cardBrand, balance, maxPerTransaction, perItem) => {
            const itemPoints = perItem.map((each, index) => ({
              code: `ITEM-${index}`,
              points: each,
            }));
            const result = validatePointsRedemption({
              points,
              cardBrand,
              balance,
              maxPerTransaction,
              itemPoints,
            });
            const everyRuleHolds =
              points === 0 ||
              (Number.isSafeInteger(points) &&
                points > 0 &&
                !['GCS', 'TMS'].includes(cardBrand) &&
                points <= balance &&
                points <= (maxPerTransaction ?? Infinity) &&
                perItem.every((each) => each <= MAX_POINTS_PER_ITEM));
            expect(result.ok).toBe(everyRuleHolds);
            if (result.ok) expect(result.value === points).toBe(true);
          },
        ),
      );
    });

    it('never throws, whatever number arrives', () => {
      fc.assert(
        fc.property(
          fc.double(),
          fc.double(),
          fc.option(fc.double(), { nil: undefined }),
          (points, balance, cap) => {
            expect(() =>
              validatePointsRedemption({
                points,
                cardBrand: 'KCC',
                balance,
                maxPerTransaction: cap,
              }),
            ).not.toThrow();
          },
        ),
      );
    });
  });
});
