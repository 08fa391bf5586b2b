/** The keys of the server's `common/config` answer, as the server sends them (all text). */
export const CONFIG_KEYS = [
  'FE_PER_TRANSACTION_AMOUNT_LIMIT',
  'FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION',
  'FE_PUT_UP_MAINTENANCE_PAGE',
  'START_PO',
  'FE_REMAINING_TIME_NOTI',
  'FE_TOKEN_TIME_OUT',
  'FE_SUBMIT_SITEMAP_STATUS',
  'FE_ENABLE_PROMOTION_CODE',
  'FE_REWARD_NAME',
  'FE_REWARD_NAME_THAI',
  'FE_POINTS_REDEMPTION',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];
export type RawShopConfig = Partial<Record<ConfigKey, string>>;
