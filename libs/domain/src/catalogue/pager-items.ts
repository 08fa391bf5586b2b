import { PAGER } from '../config/business-constants';

/** How many pages a pager shows at each end and around the current page. */
export interface PagerSettings {
  /** Pages always shown at the start and at the end. */
  readonly marginPagesDisplayed: number;
  /** Pages shown beside the current one, split evenly (the left gets the smaller half). */
  readonly pageRangeDisplayed: number;
}

/** One element of a pager: a page number, or a gap ("...") standing for the pages it hides. */
export type PagerItem =
  | { readonly kind: 'page'; readonly page: number; readonly current: boolean }
  | { readonly kind: 'gap'; readonly firstHidden: number; readonly lastHidden: number };

function checkWhole(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number from ${min}: ${value}`);
  }
}

/**
 * The page numbers and gaps a pager shows for page `current` of `total`, as a
 * classic paginate component does with margin 1 and range 2 (PAGER): the
 * first and last page, and a window of the current page with one page each
 * side; the window keeps its size at the ends (page 1 of 10 shows 1 2 3 ... 10).
 * A gap that would hide a single page shows that page instead, since "..."
 * takes as much room as the number: page 4 of 10 shows 1 2 3 4 5 ... 10, and
 * page 5 shows 1 ... 4 5 6 ... 10. No pages (total 0) shows nothing; a
 * current page outside 1..total is taken as the nearest end.
 */
export function pagerItems(
  current: number,
  total: number,
  settings: PagerSettings = PAGER,
): readonly PagerItem[] {
  checkWhole('The page count', total, 0);
  checkWhole('The current page', current, Number.MIN_SAFE_INTEGER);
  checkWhole('The margin', settings.marginPagesDisplayed, 0);
  checkWhole('The range', settings.pageRangeDisplayed, 0);
  if (total === 0) return [];
  const page = Math.min(Math.max(current, 1), total);

  const left = Math.floor(settings.pageRangeDisplayed / 2);
  const right = settings.pageRangeDisplayed - left;
  let start = page - left;
  let end = page + right;
  if (start < 1) [start, end] = [1, end + (1 - start)];
  if (end > total) [start, end] = [Math.max(1, start - (end - total)), total];

  const shown = new Set<number>();
  const margin = Math.min(settings.marginPagesDisplayed, total);
  for (let n = 1; n <= margin; n += 1) shown.add(n).add(total + 1 - n);
  for (let n = start; n <= end; n += 1) shown.add(n);
  const pages = [...shown].sort((a, b) => a - b);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous === 2) items.push({ kind: 'page', page: n - 1, current: n - 1 === page });
    else if (n - previous > 2)
      items.push({ kind: 'gap', firstHidden: previous + 1, lastHidden: n - 1 });
    items.push({ kind: 'page', page: n, current: n === page });
    previous = n;
  }
  return items;
}
