export * from './sign-in-form';
