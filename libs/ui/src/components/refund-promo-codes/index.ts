export * from './refund-promo-codes';
