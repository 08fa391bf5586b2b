export * from './order-result';
export * from './order-result-types';
export * from './order-lines';
