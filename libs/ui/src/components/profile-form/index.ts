export * from './profile-form';
