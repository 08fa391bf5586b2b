import { sample, type Effect, type Store, type StoreWritable } from 'effector';
import type { SearchResponse } from '@rewards/api-client/contract';
import { parsePageNumber } from '@rewards/domain';
import { $location, navigateFx } from '../../shared/router/model';
import { updateQuery } from '../../shared/url/query';

/**
 * How a page of item results follows its answers: the answer for the query on
 * screen is shown, a late one for an earlier query is not; and a page past the
 * last one is replaced by the last one (the domain's `parsePageNumber`), in
 * place of the current history entry.
 */
export function followPagedAnswers<Q extends { readonly page: number }>(config: {
  readonly fetchFx: Effect<Q, SearchResponse>;
  readonly $query: Store<Q>;
  readonly $result: StoreWritable<SearchResponse | null>;
}): void {
  const { fetchFx, $query, $result } = config;

  sample({
    clock: fetchFx.done,
    source: $query,
    filter: (query, { params }) => query === params,
    fn: (_, { result }) => result,
    target: $result,
  });

  sample({
    clock: fetchFx.done,
    source: { query: $query, location: $location },
    filter: ({ query }, { params, result }) =>
      query === params &&
      result.pagination.numOfPages > 0 &&
      params.page > result.pagination.numOfPages,
    fn: ({ location }, { params, result }) => ({
      pathname: location.pathname,
      search: updateQuery(location.search, {
        page: parsePageNumber(params.page, result.pagination.numOfPages),
      }),
      replace: true,
    }),
    target: navigateFx,
  });
}
