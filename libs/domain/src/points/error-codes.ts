/**
 * The broken rules of redeeming reward points (spec sections 1, 5 and 9).
 * Each line quotes the spec's English wording where the spec gives one; the
 * others carry the wording proposed to the analysts in brackets.
 */
export const pointsErrorCodes = [
  /** [Points must be a whole number.] Spec: "points integer": a fraction of a point, or not a number. */
  'points.notWhole',
  /** [Points cannot be negative.] */
  'points.negative',
  /**
   * `{ max: 999999, itemCode }`. The spec shows no wording ("A single item above 999,999
   * points shows the points-maximum message"). [This item cannot be redeemed for more than
   * {max} points.]
   */
  'points.itemMaximumExceeded',
  /** `{ max }`. Spec: "Maximum points allowed to be redeemed per transaction is capped at {n}." */
  'points.transactionCapExceeded',
  /** `{ cardBrand }`. Spec: "Points cannot be combined with GCS or TMS." [Points cannot be combined with {cardBrand}.] */
  'points.cardBrandNotAllowed',
  /** `{ balance }`. Spec: "Points payment needs enough rewards". [Your reward points balance ({balance}) is not enough.] */
  'points.insufficientBalance',
  /**
   * `{ min: '0.01', minPoints }`. Points beside cash worth less than a satang once rounded
   * down (1 point at 1000/6 is THB 0.00). The spec shows no wording. [The points you
   * redeem must be worth at least THB {min} ({minPoints} points or more).]
   */
  'points.valueBelowMinimum',
] as const;

/** A points error code. */
export type PointsErrorCode = (typeof pointsErrorCodes)[number];
