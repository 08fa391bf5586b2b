/**
 * The page number from a query string (`page`) or a request body: a whole
 * number from 1, else page 1 (missing, empty, 0, negative, decimal, text);
 * beyond the last page, the last page; and page 1 when the list has no page
 * at all (`lastPage` 0), where the empty state shows. When the last page is
 * not known yet (`undefined`) a valid number is kept, except one too large to
 * be exact, which reads as 1. Never fails: an edited link still shows a list.
 */
export function parsePageNumber(raw: unknown, lastPage?: number): number {
  let requested: number;
  if (typeof raw === 'number') requested = raw;
  else if (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)) requested = Number(raw.trim());
  else return 1;
  if (!Number.isInteger(requested) || requested < 1) return 1;
  if (lastPage !== undefined && Number.isSafeInteger(lastPage) && requested > lastPage) {
    return Math.max(lastPage, 1);
  }
  return Number.isSafeInteger(requested) ? requested : 1;
}
