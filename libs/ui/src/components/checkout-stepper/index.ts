export * from './checkout-stepper';
