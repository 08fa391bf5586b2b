/**
 * The API client with the route groups the frame's and the home page's models
 * call (the session, the settings, the categories, the banners, signing in).
 * Loaded on their first call through `loadApi` (./load-api.ts): a page served
 * with its data calls nothing before it is live, so the first page's script
 * carries neither the client nor the contract's codecs (io-ts).
 */
export { client } from './client';
export { accountRoutes, catalogueRoutes, commonRoutes } from '@rewards/api-client/contract';
