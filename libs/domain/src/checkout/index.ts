export * from './error-codes';
export * from './checkout-item';
export * from './unit-price-for-card';
export * from './lines-of-units';
export * from './check-open-order-limits';
export * from './check-order-addresses';
export * from './quote-order';
export * from './check-promotion-code';
