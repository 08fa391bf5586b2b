export * from './checkout-summary';
export * from './checkout-lines';
export * from './checkout-totals';
