/**
 * fast-check arbitraries for the shop's domain values, for the property tests
 * of every project (`import { moneyArb } from '@rewards/domain/testing'`).
 */
export * from './money.arbitraries';
