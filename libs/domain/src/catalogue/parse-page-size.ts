import { PAGE_SIZE } from '../config/business-constants';

/** A list with a page size of its own (PAGE_SIZE). */
export type PagedList = keyof typeof PAGE_SIZE;

const KNOWN_SIZES: ReadonlySet<number> = new Set(Object.values(PAGE_SIZE));

/**
 * The page size from a query string or request body: one of the shop's page
 * sizes (12 for search and item lists, 5 for recently viewed, promo codes and
 * history), else the list's own size. Only the shop's sizes are accepted so
 * that a crafted request cannot ask the server for a page of a million rows.
 */
export function parsePageSize(raw: unknown, list: PagedList): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const size = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return KNOWN_SIZES.has(size) ? size : PAGE_SIZE[list];
}
