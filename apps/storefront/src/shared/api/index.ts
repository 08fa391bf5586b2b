import type * as ClientModule from './client';

/** The API client module, loaded once, on the first call. */
export type Api = typeof ClientModule;

let loading: Promise<Api> | undefined;

/**
 * The API client, the contract's routes and the parsers of money-bearing
 * answers. Every effect that calls the API starts with `await loadApi()`;
 * start-up calls it first, so the module is already there for the pages.
 */
export function loadApi(): Promise<Api> {
  loading ??= import('./client');
  return loading;
}

export { apiLang, setApiLang } from './lang';
