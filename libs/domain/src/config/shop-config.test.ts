import { describe, expect, it } from 'vitest';
import { parseShopConfig } from './shop-config';

describe('parseShopConfig: the FE_* keys of common/config', () => {
  it('reads every key', () => {
    const config = parseShopConfig({
      FE_PER_TRANSACTION_AMOUNT_LIMIT: '500000',
      FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION: '3000000',
      FE_PUT_UP_MAINTENANCE_PAGE: '1',
      START_PO: 'OE',
      FE_REMAINING_TIME_NOTI: '45',
      FE_TOKEN_TIME_OUT: '900000',
      FE_SUBMIT_SITEMAP_STATUS: '2',
      FE_ENABLE_PROMOTION_CODE: '1',
    });
    expect(config.perTransactionAmountLimit?.toFixed(2)).toBe('500000.00');
    expect(config.maxRedeemablePointsPerTransaction).toBe(3_000_000);
    expect(config.maintenance).toBe(true);
    expect(config.startPo).toBe('OE');
    expect(config.remainingTimeNoticeMs).toBe(45_000);
    expect(config.tokenTimeoutMs).toBe(900_000);
    expect(config.submitSitemap).toBe(false);
    expect(config.promotionCodeEnabled).toBe(true);
  });

  it('falls back to the documented defaults: warning 30 s, time-out 150000 ms, no caps', () => {
    const config = parseShopConfig({});
    expect(config.perTransactionAmountLimit).toBeUndefined();
    expect(config.maxRedeemablePointsPerTransaction).toBeUndefined();
    expect(config.maintenance).toBe(false);
    expect(config.startPo).toBe('');
    expect(config.remainingTimeNoticeMs).toBe(30_000);
    expect(config.tokenTimeoutMs).toBe(150_000);
    expect(config.submitSitemap).toBe(true);
    expect(config.promotionCodeEnabled).toBe(true);
  });

  it('ignores malformed values instead of failing the shop', () => {
    const config = parseShopConfig({
      FE_PER_TRANSACTION_AMOUNT_LIMIT: 'lots',
      FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION: '-5',
      FE_PUT_UP_MAINTENANCE_PAGE: '0',
      FE_TOKEN_TIME_OUT: '1.5',
      FE_ENABLE_PROMOTION_CODE: 'N',
    });
    expect(config.perTransactionAmountLimit).toBeUndefined();
    expect(config.maxRedeemablePointsPerTransaction).toBeUndefined();
    expect(config.maintenance).toBe(false);
    expect(config.tokenTimeoutMs).toBe(150_000);
    expect(config.promotionCodeEnabled).toBe(false);
  });

  it('keeps point redemption closed unless FE_POINTS_REDEMPTION opens it', () => {
    expect(parseShopConfig({}).pointsRedemptionOpen).toBe(false);
    expect(parseShopConfig({ FE_POINTS_REDEMPTION: 'maybe' }).pointsRedemptionOpen).toBe(false);
    expect(parseShopConfig({ FE_POINTS_REDEMPTION: 'N' }).pointsRedemptionOpen).toBe(false);
    expect(parseShopConfig({ FE_POINTS_REDEMPTION: ' y ' }).pointsRedemptionOpen).toBe(true);
    expect(parseShopConfig({ FE_POINTS_REDEMPTION: '1' }).pointsRedemptionOpen).toBe(true);
  });
});
