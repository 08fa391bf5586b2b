import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { itemRoutes } from '@rewards/api-client/contract';
import type { SearchResponse } from '@rewards/api-client/contract';
import {
  PAGE_SIZE,
  parseItemSortOrder,
  parsePageNumber,
  sanitizeSearchText,
  type ItemSortOrder,
} from '@rewards/domain';
import { itemCardOf } from '../../entities/item/item-card';
import { followPagedAnswers } from '../../entities/item/paged-answers';
import { contractOrderBy } from '../../entities/item/order-by';
import { $locale } from '../../entities/locale/model';
import { client } from '../../shared/api';
import { apiFailed } from '../../shared/api/errors';
import { readClockFx } from '../../shared/clock';
import { $location, navigateFx } from '../../shared/router/model';
import { updateQuery, type Query } from '../../shared/url/query';

/** A search as its URL says it (spec section 2: q at most 100, sort_order default a2z, page default 1). */
export interface SearchQuery {
  /** Cleaned by the domain's `sanitizeSearchText` and trimmed. */
  readonly q: string;
  readonly sortOrder: ItemSortOrder;
  readonly page: number;
}

/** Reads the search's query through the domain's parsers; nothing in it can fail the page. */
export function parseSearchQuery(query: Query): SearchQuery {
  return {
    q: sanitizeSearchText(query.q ?? '').trim(),
    sortOrder: parseItemSortOrder(query.sort_order),
    page: parsePageNumber(query.page),
  };
}

export const searchOpened = createEvent<Query>();
/** The customer picked another sort order. */
export const sortOrderChanged = createEvent<ItemSortOrder>();

/** A page of results (`item/search`, 12 per page, ordered as chosen). */
export const searchItemsFx = createEffect(async (search: SearchQuery): Promise<SearchResponse> => {
  return client.request(itemRoutes.searchItems, {
    body: {
      q: search.q,
      pagination: { pageNumber: search.page, pageSize: PAGE_SIZE.search },
      orderBy: contractOrderBy(search.sortOrder),
    },
  });
});

export const $search = createStore<SearchQuery>({ q: '', sortOrder: 'a2z', page: 1 });
export const $result = createStore<SearchResponse | null>(null);
export const $now = createStore(new Date(0));
export const $loading = searchItemsFx.pending;

export const $cards = combine($result, $locale, $now, (result, lang, now) =>
  (result?.items ?? []).map((item) => itemCardOf(item, lang, now)),
);
export const $pages = $result.map((result) => result?.pagination.numOfPages ?? 0);

const read = sample({ clock: searchOpened, fn: parseSearchQuery });

// The URL is the search: it can be bookmarked, shared and reloaded.
sample({ clock: read, target: $search });

// An empty search asks nothing: the page shows 'No item found'.
sample({ clock: read, filter: (search) => search.q === '', fn: () => null, target: $result });

// Any other search asks the server for its page of results.
sample({ clock: read, filter: (search) => search.q !== '', target: searchItemsFx });

// The cards need the time for their end dates.
sample({ clock: read, target: readClockFx });
sample({ clock: readClockFx.doneData, target: $now });

followPagedAnswers({ fetchFx: searchItemsFx, $query: $search, $result });

// Another sort order starts again from page 1, in a new history entry (Back returns to the old order).
sample({
  clock: sortOrderChanged,
  source: $location,
  fn: (location, sortOrder) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { sort_order: sortOrder, page: undefined }),
  }),
  target: navigateFx,
});

// A failure is said in the error modal.
sample({ clock: searchItemsFx.failData, target: apiFailed });
