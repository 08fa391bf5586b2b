export * from './promotion-banners';
