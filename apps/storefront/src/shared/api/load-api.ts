import type * as FrameCalls from './frame-calls';

/**
 * The API client and the route groups of the first page's models, loaded on
 * the first call (see ./frame-calls.ts); later calls find the module loaded.
 */
export function loadApi(): Promise<typeof FrameCalls> {
  return import('./frame-calls');
}
