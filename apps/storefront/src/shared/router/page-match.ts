import { matchRoutes } from 'react-router-dom';
import { PAGES, PAGE_IDS, type PageId } from './page-registry';

/** The registry's paths as routes, for matching only (app/routes.tsx builds the rendered table). */
const MATCHED = PAGE_IDS.map((id) => ({ id, path: PAGES[id].path, caseSensitive: true }));

/** A location's page and its path parameters. */
export interface PageAt {
  readonly id: PageId;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/**
 * The page a path shows, ranked as the router ranks its routes (`/cart/1` is
 * the cart, `/cart/2` the checkout, anything unknown the not-found page).
 */
export function pageAt(pathname: string): PageAt {
  const leaf = matchRoutes(MATCHED, pathname)?.at(-1);
  return leaf === undefined
    ? { id: 'notFound', params: {} }
    : { id: leaf.route.id, params: leaf.params };
}
