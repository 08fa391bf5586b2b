export * from './sign-up-form';
