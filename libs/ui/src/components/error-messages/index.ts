export * from './error-messages';
