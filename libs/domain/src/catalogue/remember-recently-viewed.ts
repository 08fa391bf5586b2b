import { PAGE_SIZE, RECENTLY_VIEWED_LIMIT } from '../config/business-constants';

/**
 * The item codes a shopper viewed, latest first, after viewing `code`: it
 * moves to the front (once), and only the latest 10 are kept (spec section 9,
 * "recently viewed 5 (limit 10)"). Returns a new array.
 */
export function rememberRecentlyViewed(codes: readonly string[], code: string): string[] {
  return [code, ...codes.filter((kept) => kept !== code)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The codes shown: the 5 latest, without the item on screen. */
export function recentlyViewedShown(
  codes: readonly string[],
  onScreen: string | undefined,
): string[] {
  return codes.filter((code) => code !== onScreen).slice(0, PAGE_SIZE.recentlyViewed);
}
