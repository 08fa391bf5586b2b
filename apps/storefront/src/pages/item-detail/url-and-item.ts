import { createStore, sample } from 'effector';
import { isApiError } from '@rewards/api-client';
import { apiFailed } from '../../shared/api/errors';
import { readClockFx } from '../../shared/clock';
import { $location, navigateFx } from '../../shared/router/model';
import { displayedCode } from './item-detail-query';
import {
  $item,
  $itemState,
  $now,
  $query,
  $rawQuery,
  fetchItemFx,
  itemDetailOpened,
  withChoices,
  type ItemState,
} from './units';

// ---------------------------------------------------------------- reading the URL

// An opening of the page, and every change of its query, each read once by the rules below.
export const opened = sample({ clock: itemDetailOpened, fn: (query) => query });
export const read = sample({ clock: $query, fn: (query) => query });
/** The code asked for and not answered yet: the same code is never asked twice at once. */
const $requestedCode = createStore<string | null>(null);

// The item the URL names, when it is not the one shown or already asked for.
const needed = sample({
  clock: read,
  source: { state: $itemState, requested: $requestedCode },
  filter: ({ state, requested }, query) => {
    const code = displayedCode(query);
    if (code === undefined || code === requested) return false;
    return state.status !== 'ready' || state.item.code !== code;
  },
  fn: (_, query) => displayedCode(query) as string,
});

// The URL is the page's state: choices survive reload, Back and sharing.
sample({ clock: opened, target: $rawQuery });

// The time is read at each opening, for the end date.
sample({ clock: opened, target: readClockFx });
sample({ clock: readClockFx.doneData, target: $now });

// A link without an item code has no item to show.
sample({
  clock: read,
  filter: (query) => displayedCode(query) === undefined,
  fn: (): ItemState => ({ status: 'notFound' }),
  target: $itemState,
});

// The shown item is fetched whenever the URL names another one (a new link, or the picker's choice).
sample({ clock: needed, target: fetchItemFx });
// The code asked for is remembered until its answer comes.
sample({ clock: fetchItemFx, target: $requestedCode });
sample({
  clock: fetchItemFx.finally,
  source: $requestedCode,
  filter: (requested, { params }) => requested === params,
  fn: () => null,
  target: $requestedCode,
});

// Another item of the same group keeps the page while it loads (the picker moved); any other item starts blank.
sample({
  clock: needed,
  source: $itemState,
  filter: (state, code) =>
    state.status !== 'ready' || !state.item.groupItems.some((entry) => entry.code === code),
  fn: (): ItemState => ({ status: 'loading' }),
  target: $itemState,
});

// The answer for the code on screen is shown; one for an earlier choice is not.
sample({
  clock: fetchItemFx.done,
  source: $query,
  filter: (query, { params }) => displayedCode(query) === params,
  fn: (_, { result }): ItemState => ({ status: 'ready', item: result }),
  target: $itemState,
});

// An item that does not exist is the not-found page; any other failure is said in the error modal.
sample({
  clock: fetchItemFx.fail,
  source: $query,
  filter: (query, { params, error }) =>
    displayedCode(query) === params && isApiError(error) && error.kind === 'notFound',
  fn: (): ItemState => ({ status: 'notFound' }),
  target: $itemState,
});
// A failure other than not-found (the server unreachable, an error answer).
export const failed = sample({
  clock: fetchItemFx.fail,
  source: $query,
  filter: (query, { params, error }) =>
    displayedCode(query) === params && !(isApiError(error) && error.kind === 'notFound'),
  fn: (_, { error }) => error,
});
sample({ clock: failed, fn: (): ItemState => ({ status: 'failed' }), target: $itemState });
sample({ clock: failed, target: apiFailed });

// `reset=Y` starts again from the item: its own choices, no care plan or engraving, and the key goes.
sample({
  clock: $item,
  source: { query: $query, location: $location },
  filter: ({ query }, item) => item !== null && query.reset,
  fn: ({ location }) => ({
    pathname: location.pathname,
    search: withChoices(location.search, {
      persMesg1: undefined,
      persMesg2: undefined,
      quantity: undefined,
    }),
    replace: true,
  }),
  target: navigateFx,
});
