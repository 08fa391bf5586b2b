export * from './review-step';
export * from './payment-details';
export * from './pay-now-refusal';
