export * from './change-password-form';
