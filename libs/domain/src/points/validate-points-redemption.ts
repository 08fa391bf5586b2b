import {
  CARD_BRANDS_WITHOUT_POINTS,
  MAX_POINTS_PER_ITEM,
  type CardBrand,
} from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { PointsErrorCode } from './error-codes';
import { usablePoints } from './usable-points';

/** The points one unit of an item costs at the chosen card brand's rate. */
export interface ItemPoints {
  readonly code: string;
  /** Whole points for one unit. */
  readonly points: number;
}

/** A request to redeem points, as the client sends it, with the server's figures to check it against. */
export interface PointsRedemption {
  /** The points asked for: untrusted, so checked to be whole and not negative. */
  readonly points: number;
  /** The card the points are redeemed with; `undefined` before one is chosen (the brand rule then waits). */
  readonly cardBrand: CardBrand | undefined;
  /** The customer's available points. Read through `usablePoints`: a fraction is dropped, an unreadable value counts as 0. */
  readonly balance: number;
  /** `ShopConfig.maxRedeemablePointsPerTransaction`; `undefined` when there is no cap. */
  readonly maxPerTransaction: number | undefined;
  /** The items paid with these points and each one's points per unit (none: not checked). */
  readonly itemPoints?: readonly ItemPoints[];
}

/**
 * Checks the points a customer redeems against every rule of spec sections 5 and 9,
 * collecting every broken one:
 * - points are whole (`points.notWhole`) and not negative (`points.negative`);
 * - not with GCS or TMS cards (`points.cardBrandNotAllowed`);
 * - not more than the balance (`points.insufficientBalance`);
 * - not more than the per-transaction cap (`points.transactionCapExceeded`, `{ max }`);
 * - no item above 999,999 points (`points.itemMaximumExceeded`, one error per item).
 *
 * Redeeming 0 points is always accepted: nothing is redeemed, so no rule applies.
 * Never throws: the points come from an untrusted client.
 */
export function validatePointsRedemption(
  request: PointsRedemption,
): Checked<number, DomainError<PointsErrorCode>> {
  const { points, cardBrand } = request;
  if (points === 0) return accept(0);

  const errors: DomainError<PointsErrorCode>[] = [];
  const whole = Number.isSafeInteger(points);
  if (!whole) errors.push(domainError('points.notWhole'));
  else if (points < 0) errors.push(domainError('points.negative'));

  if (cardBrand !== undefined && CARD_BRANDS_WITHOUT_POINTS.includes(cardBrand)) {
    errors.push(domainError('points.cardBrandNotAllowed', { cardBrand }));
  }
  if (whole && points > 0) {
    const balance = usablePoints(request.balance);
    if (points > balance) errors.push(domainError('points.insufficientBalance', { balance }));
    const max = request.maxPerTransaction;
    if (max !== undefined && points > max) {
      errors.push(domainError('points.transactionCapExceeded', { max }));
    }
  }
  for (const item of request.itemPoints ?? []) {
    if (item.points > MAX_POINTS_PER_ITEM) {
      errors.push(
        domainError('points.itemMaximumExceeded', {
          max: MAX_POINTS_PER_ITEM,
          itemCode: item.code,
        }),
      );
    }
  }
  return errors.length === 0 ? accept(points) : reject(errors);
}
