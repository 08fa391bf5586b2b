export * from './payment-step';
export * from './promo-code-box';
export * from './points-redemption';
export * from './instalment-terms';
export * from './refund-code-choice';
