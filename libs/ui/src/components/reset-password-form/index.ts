export * from './reset-password-form';
