import { domainError, type DomainError } from '../shared/domain-error';
import type { PromotionErrorCode } from './error-codes';

/** When and how often a promotion code can be used, and by whom (spec section 3, "Promotion data"). */
export interface PromotionAvailability {
  /** Switched on by the operator; an inactive code is as good as unknown. */
  readonly active: boolean;
  /** The first moment it can be used (ISO-8601); none: from the start. */
  readonly startsAt?: string;
  /** The moment it stops (ISO-8601, exclusive); none: no end. */
  readonly endsAt?: string;
  /** How many orders may use it; none: no limit. */
  readonly maxUses?: number;
  /** Uses taken so far, orders awaiting payment included (they hold theirs). */
  readonly usedCount: number;
  /** Only signed-in customers may use it (a guest gets the promo sign-in warning). */
  readonly membersOnly: boolean;
}

/** Who asks, and when. */
export interface PromotionAvailabilityContext {
  readonly now: Date;
  /** A customer with a token, as opposed to a guest. */
  readonly signedIn: boolean;
  /** FE_ENABLE_PROMOTION_CODE (`ShopConfig.promotionCodeEnabled`). */
  readonly codesOpen: boolean;
}

/** An unreadable date counts against the code: nobody can prove it is running. */
function instant(text: string): number {
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? Number.NaN : parsed;
}

/**
 * Whether a promotion code can be used at all, before its rules about the order
 * (`applyPromotion`): every reason it cannot, or none.
 * - codes switched off for the shop: `promotion.codesClosed` (and nothing else);
 * - no such code, or an inactive one: `promotion.notFound` (and nothing else: an
 *   unknown code tells nothing about itself);
 * - before `startsAt`: `promotion.notStarted` (`startsAt`); from `endsAt` on:
 *   `promotion.expired`; an unreadable date counts as not started / expired;
 * - `usedCount >= maxUses`: `promotion.usedUp`;
 * - members only and not signed in: `promotion.membersOnly`.
 */
export function checkPromotionAvailability(
  availability: PromotionAvailability | undefined,
  context: PromotionAvailabilityContext,
): readonly DomainError<PromotionErrorCode>[] {
  if (!context.codesOpen) return [domainError('promotion.codesClosed')];
  if (availability === undefined || !availability.active)
    return [domainError('promotion.notFound')];
  const now = context.now.getTime();
  const errors: DomainError<PromotionErrorCode>[] = [];
  const { startsAt, endsAt, maxUses } = availability;
  if (startsAt !== undefined && !(instant(startsAt) <= now)) {
    errors.push(domainError('promotion.notStarted', { startsAt }));
  }
  if (endsAt !== undefined && !(now < instant(endsAt))) {
    errors.push(domainError('promotion.expired'));
  }
  if (maxUses !== undefined && availability.usedCount >= maxUses) {
    errors.push(domainError('promotion.usedUp'));
  }
  if (availability.membersOnly && !context.signedIn) {
    errors.push(domainError('promotion.membersOnly'));
  }
  return errors;
}
