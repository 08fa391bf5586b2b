export * from './error-codes';
export * from './ipp-config';
export * from './find-ipp-term';
export * from './offered-terms';
export * from './instalment-total';
export * from './split-instalments';
export * from './instalment-schedule';
export * from './validate-instalment-term';
