export * from './cart-prefill-warning';
