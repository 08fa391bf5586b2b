/**
 * The typed client of the shop's API: `createApiClient` and the `ApiError`
 * union. The shapes it decodes come from `@rewards/api-client/contract`.
 */
export * from './api-error';
export * from './create-api-client';
