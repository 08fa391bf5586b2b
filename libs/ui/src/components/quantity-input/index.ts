export * from './quantity-input';
