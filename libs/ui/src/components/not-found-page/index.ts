export * from './not-found-page';
