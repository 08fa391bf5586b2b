import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { itemRoutes, type ItemSummary } from '@rewards/api-client/contract';
import {
  RECENTLY_VIEWED_LIMIT,
  recentlyViewedShown,
  rememberRecentlyViewed,
} from '@rewards/domain';
import type { ItemCardData } from '@rewards/ui';
import { itemCardOf } from '../../entities/item/item-card';
import { $locale } from '../../entities/locale/model';
import { client } from '../../shared/api';
import {
  browserStorage,
  readSlice,
  writeSliceFx,
  type PersistedSlice,
} from '../../shared/persistence/storage';

/** The codes of the items viewed in this browser, latest first (spec section 9: 10 kept). */
export const recentlyViewedSlice: PersistedSlice<readonly string[]> = {
  key: 'recentlyViewed',
  version: 1,
  fallback: [],
  decode: (data) =>
    Array.isArray(data) &&
    data.length <= RECENTLY_VIEWED_LIMIT &&
    data.every((code) => typeof code === 'string' && code.length > 0 && code.length <= 40)
      ? (data as string[])
      : undefined,
};

/** An item page shows this item, in the browser (the server knows nobody's history). */
export const itemViewed = createEvent<string>();

export const readRecentlyViewedFx = createEffect((): readonly string[] =>
  readSlice(browserStorage(), recentlyViewedSlice),
);

/** The items of the codes shown, through `item/searchItems`, in the order asked. */
export const fetchRecentItemsFx = createEffect(
  async (codes: readonly string[]): Promise<readonly ItemSummary[]> => {
    const items = await client.request(itemRoutes.itemsByCodes, { body: { q: codes } });
    return codes.flatMap((code) => items.filter((item) => item.code === code));
  },
);

/** The time, for the cards' end dates (an item past its end is shown unavailable). */
export const readNowFx = createEffect((): Date => new Date());

const $viewing = createStore<string | null>(null, { serialize: 'ignore' }).on(
  itemViewed,
  (_, code) => code,
);
const $items = createStore<readonly ItemSummary[]>([], { serialize: 'ignore' });
const $now = createStore(new Date(0), { serialize: 'ignore' });

/** The cards shown under the item: the 5 latest others viewed. */
export const $recentCards = combine($items, $locale, $now, (items, lang, now): ItemCardData[] =>
  items.map((item) => itemCardOf(item, lang, now)),
);

// The kept list is read on each view, so two tabs add to one history.
sample({ clock: itemViewed, fn: () => undefined, target: readRecentlyViewedFx });
interface Remembered {
  readonly code: string;
  readonly codes: readonly string[];
}
const read = sample({
  clock: readRecentlyViewedFx.doneData,
  source: $viewing,
  fn: (code, kept): Remembered | null =>
    code === null ? null : { code, codes: rememberRecentlyViewed(kept, code) },
});
const remembered = sample({
  clock: read,
  filter: (value): value is Remembered => value !== null,
});
sample({
  clock: remembered,
  fn: ({ codes }) => ({ slice: recentlyViewedSlice, data: codes }),
  target: writeSliceFx,
});
const shown = sample({
  clock: remembered,
  fn: ({ code, codes }) => recentlyViewedShown(codes, code),
});
sample({ clock: shown, filter: (codes) => codes.length === 0, fn: () => [], target: $items });
sample({ clock: shown, filter: (codes) => codes.length > 0, target: fetchRecentItemsFx });
sample({ clock: shown, fn: () => undefined, target: readNowFx });
sample({ clock: readNowFx.doneData, target: $now });
sample({ clock: fetchRecentItemsFx.doneData, target: $items });
// Without an answer the section stays away: it is a convenience, not the page's content.
sample({ clock: fetchRecentItemsFx.fail, fn: () => [], target: $items });
