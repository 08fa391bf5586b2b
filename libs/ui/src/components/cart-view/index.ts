export * from './cart-view';
