export * from './error-codes';
export * from './cart-payment';
export * from './payment-choice';
export * from './payment-split-limits';
export * from './adjust-payment-split';
export * from './derive-cart-payment';
export * from './validate-cart-payment';
export * from './payment-options';
