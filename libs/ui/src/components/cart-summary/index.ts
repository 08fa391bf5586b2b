export * from './cart-summary';
