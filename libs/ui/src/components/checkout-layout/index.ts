export * from './checkout-layout';
export * from './step-actions';
