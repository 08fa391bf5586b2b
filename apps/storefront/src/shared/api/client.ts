import { createApiClient } from '@rewards/api-client';
import { apiLang } from './lang';

/**
 * The shop's API client. Pages import the contract's route groups they call
 * (`commonRoutes`, `catalogueRoutes`, `itemRoutes`...), so a page that shows
 * no price never loads the money codecs (and decimal.js).
 */
export const client = createApiClient({ baseUrl: '', getLang: apiLang });
