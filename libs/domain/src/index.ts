/**
 * The rules of the rewards store: pure functions over plain data, no I/O.
 * Both the storefront (for instant feedback) and the server (as the authority)
 * call these same functions.
 */
export * from './money/money';
export * from './money/group-digits';
export { decimalFromText, isDecimal, type Decimal, type DecimalInput } from './money/decimal';
export * from './shared/domain-error';
export * from './shared/localized-text';
export * from './config/business-constants';
export * from './config/config-keys';
export * from './config/maintenance-flag';
export * from './config/shop-config';
export { sessionTimings, type SessionTimings } from './config/session-timings';
export { DEFAULT_REWARD_NAME, rewardName } from './config/reward-name';
export * from './pricing/price-entry';
export * from './account';
export * from './catalogue';
export * from './promotion';
export * from './item-selection';
export * from './orders';
export * from './support';
export * from './engraving';
export * from './cart';
export * from './points';
export * from './payment';
export * from './instalments';
export * from './checkout';
export * from './tax';
export * from './shared/domain-error-codes';
