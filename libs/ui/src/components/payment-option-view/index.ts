export * from './payment-option-view';
