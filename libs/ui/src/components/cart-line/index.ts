export * from './cart-line-item';
export * from './place-cart-messages';
export * from './money-pattern';
