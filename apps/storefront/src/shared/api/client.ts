import { createApiClient } from '@rewards/api-client';
import { apiLang } from './lang';

/**
 * The API client with the contract and the parsers that need decimal.js. This
 * module is loaded on demand (see `loadApi`): the contract decodes money, and
 * the first page's JavaScript should not carry decimal.js before it is needed.
 */
export { routes } from '@rewards/api-client/contract';
export { parseShopConfig } from '@rewards/domain';

export const client = createApiClient({ baseUrl: '', getLang: apiLang });
