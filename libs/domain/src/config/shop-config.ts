import { isMaintenanceOn } from './maintenance-flag';
import type { RawShopConfig } from './config-keys';
import { parseMoney, type Money } from '../money/money';
import { positiveInteger, sessionTimings } from './session-timings';
import { POINTS_REDEMPTION_OPEN } from './business-constants';

/** The run-time settings of the shop, typed. */
export interface ShopConfig {
  /** Cash a single transaction may reach, care plans included; `undefined` when unlimited. */
  readonly perTransactionAmountLimit: Money | undefined;
  /** Points a single transaction may redeem; `undefined` when unlimited. */
  readonly maxRedeemablePointsPerTransaction: number | undefined;
  readonly maintenance: boolean;
  /** The prefix of purchase-order numbers. */
  readonly startPo: string;
  /** How long before the token expires the session warning shows, in ms. */
  readonly remainingTimeNoticeMs: number;
  /** Token lifetime in ms. */
  readonly tokenTimeoutMs: number;
  /** The sitemap is submitted unless this status is 2. */
  readonly submitSitemap: boolean;
  readonly promotionCodeEnabled: boolean;
  /**
   * Whether reward points can be redeemed (`FE_POINTS_REDEMPTION` 'Y' or '1'); off unless
   * switched on, as the spec has it ({@link POINTS_REDEMPTION_OPEN}).
   */
  readonly pointsRedemptionOpen: boolean;
}

/**
 * Reads the server's config strings. A missing or malformed value falls back to
 * its documented default instead of failing the whole shop (the session's
 * timings as `sessionTimings` reads them).
 */
export function parseShopConfig(raw: RawShopConfig): ShopConfig {
  const limit = parseMoney(raw.FE_PER_TRANSACTION_AMOUNT_LIMIT);
  return {
    perTransactionAmountLimit: limit !== undefined && limit.isPositive() ? limit : undefined,
    maxRedeemablePointsPerTransaction: positiveInteger(
      raw.FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION,
    ),
    maintenance: isMaintenanceOn(raw),
    startPo: (raw.START_PO ?? '').trim(),
    ...sessionTimings(raw),
    submitSitemap: raw.FE_SUBMIT_SITEMAP_STATUS?.trim() !== '2',
    promotionCodeEnabled:
      raw.FE_ENABLE_PROMOTION_CODE?.trim() !== '0' && raw.FE_ENABLE_PROMOTION_CODE?.trim() !== 'N',
    pointsRedemptionOpen: pointsRedemptionOpen(raw.FE_POINTS_REDEMPTION),
  };
}

/** The points switch: 'Y' or '1' opens redemption, 'N' or '0' closes it, anything else is the default. */
function pointsRedemptionOpen(raw: string | undefined): boolean {
  const value = raw?.trim().toUpperCase();
  if (value === 'Y' || value === '1') return true;
  if (value === 'N' || value === '0') return false;
  return POINTS_REDEMPTION_OPEN;
}
