import { createApiClient } from '@rewards/api-client';
import type { Language } from '@rewards/domain';
import { apiLang } from './lang';
import { apiToken } from './token';

export { setApiToken } from './token';

/** Where API calls go and in which language: the browser's fetch, or the server's per-request one. */
export interface ApiTransport {
  readonly fetch: typeof fetch;
  readonly lang: () => Language;
}

let transport: ApiTransport = {
  fetch: (input, init) => globalThis.fetch(input, init),
  lang: apiLang,
};

/**
 * Replaces the transport. The server renderer installs one that looks up the
 * request being rendered (its in-process API and its language) in an
 * AsyncLocalStorage, so concurrent renders never share a language or a call.
 */
export function installApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * The shop's API client. Pages import the contract's route groups they call
 * (`commonRoutes`, `catalogueRoutes`, `itemRoutes`...), so a page that shows
 * no price never loads the money codecs (and decimal.js).
 */
export const client = createApiClient({
  baseUrl: '',
  getLang: () => transport.lang(),
  getToken: apiToken,
  fetch: (input, init) => transport.fetch(input, init),
});
