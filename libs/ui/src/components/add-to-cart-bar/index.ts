export * from './add-to-cart-bar';
