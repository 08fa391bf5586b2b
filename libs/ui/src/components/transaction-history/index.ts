export * from './transaction-history';
