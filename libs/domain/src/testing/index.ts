/**
 * fast-check arbitraries for the shop's domain values, for the property tests
 * of every project (`import { moneyArb } from '@rewards/domain/testing'`).
 */
export * from './money.arbitraries';
export * from './account.arbitraries';
export * from './catalogue.arbitraries';
export * from './promotion.arbitraries';
export * from './item-selection.arbitraries';
export * from './orders.arbitraries';
export * from './support.arbitraries';
export * from './engraving.arbitraries';
export * from './cart.arbitraries';
export * from './points.arbitraries';
export * from './payment.arbitraries';
export * from './instalments.arbitraries';
export * from './checkout.arbitraries';
