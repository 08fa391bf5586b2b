export * from './error-codes';
export * from './assert-point-rate';
export * from './usable-points';
export * from './points-for-cash';
export * from './cash-value-of-points';
export * from './validate-points-redemption';
export * from './validate-points-value';
