export * from './forgot-password-form';
