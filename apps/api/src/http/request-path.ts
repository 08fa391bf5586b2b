import { API_PREFIX } from './register-route';
import { IMAGES_PREFIX } from '../images/image-urls';

/**
 * The path of a request URL as the router reads it: query removed,
 * percent-encoding decoded (`/backend/%61pi` is `/backend/api`), dot segments
 * and doubled slashes resolved. `undefined` when it does not decode.
 */
export function normalisedPath(url: string): string | undefined {
  const raw = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  try {
    return new URL(decoded.replaceAll('\\', '/'), 'http://shop.invalid').pathname;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request that matched no route is for the API, a picture or a
 * built asset, which answer a 404 in the catalogue's shape (never the
 * storefront's page). Decided on the normalised path, so that an encoded
 * `/backend/%61pi/...` is recognised as an API call too. Meant for the
 * not-found handler of `plugins/external/static.ts`.
 */
export function isApiOrAssetPath(url: string): boolean {
  const path = normalisedPath(url);
  if (path === undefined) return true;
  return [`${API_PREFIX}/`, `${IMAGES_PREFIX}/`, '/assets/'].some(
    (prefix) => path.startsWith(prefix) || `${path}/` === prefix,
  );
}
