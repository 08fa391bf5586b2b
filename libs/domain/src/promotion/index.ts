export * from './error-codes';
export * from './promotion';
export * from './validate-promo-code';
export * from './allowed-email-domains';
export * from './validate-special-confirmation';
export * from './can-apply-promo-code';
export * from './apply-promotion';
export * from './check-promotion-availability';
