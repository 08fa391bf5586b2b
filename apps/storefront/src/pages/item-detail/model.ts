import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { commonRoutes, itemRoutes, pricingRoutes } from '@rewards/api-client/contract';
import { isApiError } from '@rewards/api-client';
import type { Attribute, Color, IppConfigBody, Item } from '@rewards/api-client/contract';
import {
  CARD_BRANDS,
  POINTS_REDEMPTION_OPEN,
  chooseCarePlan,
  initialEngravingState,
  isLineExpired,
  multiplyMoney,
  nextEngravingState,
  paymentOptions,
  resolveEngravingRules,
  selectedItem,
  selectionToQuery,
  type CardBrand,
  type EngravingEvent,
  type EngravingLines,
  type EngravingState,
  type ItemSelection,
} from '@rewards/domain';
import {
  addToCartClicked,
  choiceChanged,
  type AddToCartRequest,
} from '../../features/add-to-cart/model';
import { client } from '../../shared/api';
import { apiFailed } from '../../shared/api/errors';
import { readClockFx } from '../../shared/clock';
import { readSliceFx, writeSliceFx, type PersistedSlice } from '../../shared/persistence/storage';
import { $location, navigateFx } from '../../shared/router/model';
import { formatQuery, parseQuery, updateQuery, type Query } from '../../shared/url/query';
import {
  displayedCode,
  isChoiceKey,
  itemGroupOf,
  parseItemDetailQuery,
  savedEngraving,
  selectionFromQuery,
  type ItemDetailQuery,
  type ItemScreen,
} from './item-detail-query';

/** The item page's last choice, kept across visits (spec section 9: item detail persists). */
export interface SavedItemChoice {
  readonly itemCode: string;
  /** The page's query string when the choice was made. */
  readonly search: string;
}

export const itemDetailSlice: PersistedSlice<SavedItemChoice | null> = {
  key: 'itemDetail',
  version: 1,
  fallback: null,
  decode: (data) => {
    if (typeof data !== 'object' || data === null) return undefined;
    const { itemCode, search } = data as Record<string, unknown>;
    return typeof itemCode === 'string' && typeof search === 'string' && search.length <= 2000
      ? { itemCode, search }
      : undefined;
  },
};

// ---------------------------------------------------------------- events and effects

/** The page was opened, or its query changed. */
export const itemDetailOpened = createEvent<Query>();
/** The attribute picker produced a new selection (the domain's `chooseAttribute`). */
export const selectionChanged = createEvent<ItemSelection>();
export const carePlanToggled = createEvent<boolean>();
export const quantityChanged = createEvent<number>();
/** The customer asked for another screen of the item page. */
export const screenRequested = createEvent<ItemScreen>();
/** What the customer did in the engraving form. */
export const engravingEvent = createEvent<EngravingEvent>();
export const cardBrandChosen = createEvent<CardBrand>();
/** "Add to cart" (or "Update cart" when editing a line). */
export const addClicked = createEvent();

export const fetchItemFx = createEffect(async (code: string): Promise<Item> => {
  return client.request(itemRoutes.item, { params: { code } });
});

/** The instalment terms and cash ranges, for the payment-option screen (`common/ippConfig`). */
export const fetchIppConfigFx = createEffect(async (): Promise<IppConfigBody> => {
  return client.request(pricingRoutes.ippConfig, {});
});

/** The colour names in both languages and their swatches (`common/color`), for the picker. */
export const fetchColorsFx = createEffect(async (): Promise<readonly Color[]> => {
  return client.request(commonRoutes.colors, {});
});

// ---------------------------------------------------------------- stores

export const $rawQuery = createStore<Query>({});
export const $query = $rawQuery.map(parseItemDetailQuery);

export type ItemState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly item: Item }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed' };

export const $itemState = createStore<ItemState>({ status: 'loading' });
export const $item = $itemState.map((state) => (state.status === 'ready' ? state.item : null));
export const $now = createStore(new Date(0));
export const $engraving = createStore<EngravingState>({ status: 'empty' });
export const $cardBrand = createStore<CardBrand>(CARD_BRANDS[0]);
export const $ippConfig = createStore<IppConfigBody | null>(null);
export const $colors = createStore<readonly Color[]>([]);

/** The shop's attributes with their names in both languages (`common/attribute`). */
export const fetchAttributesFx = createEffect((): Promise<readonly Attribute[]> =>
  client.request(commonRoutes.attributes, {}),
);

export const $attributes = createStore<readonly Attribute[]>([]);

export const $group = $item.map((item) => (item === null ? null : itemGroupOf(item)));

/** The picker's selection, restored from the URL by the domain's rules. */
export const $selection = combine($item, $rawQuery, (item, query) =>
  item === null ? null : selectionFromQuery(item, query),
);

/** The item the complete selection names, if any. */
export const $selectedCode = combine($group, $selection, (group, selection) =>
  group === null || selection === null ? null : (selectedItem(group, selection)?.code ?? null),
);

/** The engraving lines saved in the URL, when the item accepts them. */
export const $savedLines = combine($item, $query, (item, query): EngravingLines | null =>
  item === null ? null : savedEngraving(item, query.engraving),
);

export const $engravingRules = $item.map((item) =>
  item === null ? null : resolveEngravingRules(item),
);

/** 'Sorry, this item is no longer available for purchase.' once the end date has passed. */
export const $expired = combine(
  $item,
  $now,
  (item, now) => item !== null && isLineExpired(item, now),
);

/**
 * Whether "Add to cart" can be pressed: the item is shown, not read-only or
 * expired, and the choices name exactly the item shown (attributes complete).
 */
export const $canAdd = combine(
  $item,
  $selectedCode,
  $expired,
  $query,
  (item, selected, expired, query) =>
    item !== null && !expired && !query.readOnly && selected === item.code,
);

/** "Your Payment Option": the item's options for the chosen card (the domain's `paymentOptions`). */
export const $paymentOptions = combine(
  $item,
  $query,
  $cardBrand,
  $ippConfig,
  (item, query, cardBrand, ippConfig) =>
    item === null
      ? []
      : paymentOptions({
          prices: item.prices,
          priceCode: cardBrand,
          amount: multiplyMoney(item.unitPrice, query.quantity),
          pointsRedemptionOpen: POINTS_REDEMPTION_OPEN,
          ippConfig: ippConfig ?? undefined,
        }),
);

// ---------------------------------------------------------------- helpers

/** The page's query with new choices: every picker key replaced, the rest kept in place. */
function withChoices(
  search: string,
  choices: Readonly<Record<string, string | number | undefined>>,
): string {
  const kept: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(parseQuery(search))) {
    if (!isChoiceKey(key) && key !== 'reset') kept[key] = value;
  }
  return formatQuery({ ...kept, ...choices });
}

function choiceQuery(
  group: ReturnType<typeof itemGroupOf>,
  selection: ItemSelection,
): Record<string, string | undefined> {
  const code = selectedItem(group, selection)?.code;
  return { ...selectionToQuery(group, selection), codeSelected: code };
}

// ---------------------------------------------------------------- reading the URL

const opened = sample({ clock: itemDetailOpened, fn: (query) => query });
const read = sample({ clock: $query, fn: (query) => query });
/** The code asked for and not answered yet: the same code is never asked twice at once. */
const $requestedCode = createStore<string | null>(null);

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
const failed = sample({
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

// ---------------------------------------------------------------- restoring and keeping the last choice

const BARE_KEYS = new Set(['itemCode', 'lang', 'category', 'catalogue', 'subCategory']);
const bareLink = sample({
  clock: opened,
  filter: (raw) =>
    raw.itemCode !== undefined && Object.keys(raw).every((key) => BARE_KEYS.has(key)),
});

// A bare link to an item (from a list) may continue the choice made last time on that item.
sample({ clock: bareLink, fn: () => itemDetailSlice, target: readSliceFx });
sample({
  clock: readSliceFx.done,
  source: { raw: $rawQuery, location: $location },
  filter: ({ raw }, { params, result }) => {
    if (params !== itemDetailSlice) return false;
    const saved = result as SavedItemChoice | null;
    return saved !== null && saved.itemCode === raw.itemCode;
  },
  fn: ({ raw, location }, { result }) => {
    const saved = parseQuery((result as SavedItemChoice).search);
    const { lang: _lang, ...choices } = saved;
    return {
      pathname: location.pathname,
      search: formatQuery({
        ...choices,
        ...raw,
        screen: undefined,
        status: undefined,
        uuid: undefined,
      }),
      replace: true,
    };
  },
  target: navigateFx,
});

// Each choice is kept for the next visit to this item.
sample({
  clock: $rawQuery,
  filter: (raw) =>
    raw.itemCode !== undefined &&
    Object.keys(raw).some(
      (key) => isChoiceKey(key) || key === 'quantity' || key.startsWith('persMesg'),
    ),
  fn: (raw) => ({
    slice: itemDetailSlice,
    data: {
      itemCode: raw.itemCode as string,
      search: formatQuery({
        ...raw,
        screen: undefined,
        status: undefined,
        uuid: undefined,
        option: undefined,
      }),
    },
  }),
  target: writeSliceFx,
});

// ---------------------------------------------------------------- choices

// A choice in the picker is written to the URL without a new history entry (spec: choosing updates the URL with replace).
sample({
  clock: selectionChanged,
  source: { group: $group, location: $location },
  filter: ({ group }) => group !== null,
  fn: ({ group, location }, selection) => ({
    pathname: location.pathname,
    search: withChoices(
      location.search,
      choiceQuery(group as NonNullable<typeof group>, selection),
    ),
    replace: true,
  }),
  target: navigateFx,
});

// The care plan is ticked through the domain (only on a complete selection whose item offers one).
sample({
  clock: carePlanToggled,
  source: { group: $group, selection: $selection },
  filter: ({ group, selection }) => group !== null && selection !== null,
  fn: ({ group, selection }, wanted) =>
    chooseCarePlan(group as NonNullable<typeof group>, selection as ItemSelection, wanted),
  target: selectionChanged,
});

// The quantity is kept in the URL too (1, the default, is left out).
sample({
  clock: quantityChanged,
  source: $location,
  fn: (location, quantity) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { quantity: quantity === 1 ? undefined : quantity }),
    replace: true,
  }),
  target: navigateFx,
});

// Any new choice clears the refusal of the last add.
sample({ clock: [selectionChanged, quantityChanged, engravingEvent], target: choiceChanged });

// Another screen is a new history entry: Back returns to the item.
sample({
  clock: screenRequested,
  source: $location,
  fn: (location, screen) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { screen: screen === 'selection' ? undefined : screen }),
  }),
  target: navigateFx,
});

// ---------------------------------------------------------------- engraving

const engravingScreen = sample({
  clock: [$query, $savedLines],
  source: { query: $query, lines: $savedLines, state: $engraving },
  filter: ({ lines }) => lines !== null,
});

// Outside the engraving screen the form shows what the URL saved.
sample({
  clock: engravingScreen,
  filter: ({ query }) => query.screen !== 'engraving',
  fn: ({ lines }) => initialEngravingState(lines ?? undefined),
  target: $engraving,
});

// Arriving on the engraving screen opens the form on the saved lines, warning when more than one unit is chosen.
sample({
  clock: engravingScreen,
  source: $engravingRules,
  filter: (rules, { query, state }) =>
    rules !== null && query.screen === 'engraving' && state.status !== 'filling',
  fn: (rules, { query, lines, state }) =>
    rules === null
      ? state
      : nextEngravingState(
          initialEngravingState(lines ?? undefined),
          { type: 'opened', quantity: query.quantity },
          rules,
        ),
  target: $engraving,
});

const engravingNext = sample({
  clock: engravingEvent,
  source: { state: $engraving, rules: $engravingRules },
  filter: ({ rules }) => rules !== null,
  fn: ({ state, rules }, event) => ({
    before: state,
    after: rules === null ? state : nextEngravingState(state, event, rules),
    event,
  }),
});

// The form follows the domain's engraving states.
sample({ clock: engravingNext, fn: ({ after }) => after, target: $engraving });

const engravingSaved = sample({
  clock: engravingNext,
  filter: ({ before, after, event }) =>
    before.status === 'filling' && after.status === 'completed' && event.type === 'saveClicked',
  fn: ({ before, after }) => ({
    lines: after.status === 'completed' ? after.saved : { persMesg1: '', persMesg2: '' },
    quantityToOne:
      before.status === 'filling' &&
      before.warnings.some((warning) => warning.code === 'engraving.quantityWillBeSetToOne'),
  }),
});

// Saved: the lines go to the URL, the quantity becomes 1 when the form warned so, and the item screen returns.
sample({
  clock: engravingSaved,
  source: $location,
  fn: (location, { lines, quantityToOne }) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, {
      persMesg1: lines.persMesg1,
      persMesg2: lines.persMesg2,
      screen: undefined,
      ...(quantityToOne ? { quantity: undefined } : {}),
    }),
    replace: true,
  }),
  target: navigateFx,
});

// Cancel leaves the lines as they were and returns to the item.
sample({
  clock: engravingNext,
  source: $location,
  filter: (_, { event }) => event.type === 'cancelled',
  fn: (location) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { screen: undefined }),
    replace: true,
  }),
  target: navigateFx,
});

// Removing the engraving takes the lines out of the URL.
sample({
  clock: engravingNext,
  source: $location,
  filter: (_, { event }) => event.type === 'removed',
  fn: (location) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { persMesg1: undefined, persMesg2: undefined }),
    replace: true,
  }),
  target: navigateFx,
});

// ---------------------------------------------------------------- payment options

// The payment-option screen needs the instalment config, asked for once.
sample({
  clock: $query,
  source: { config: $ippConfig, pending: fetchIppConfigFx.pending },
  filter: ({ config, pending }, query) =>
    query.screen === 'payment-option' && config === null && !pending,
  target: fetchIppConfigFx,
});
sample({ clock: fetchIppConfigFx.doneData, target: $ippConfig });
sample({ clock: fetchIppConfigFx.failData, target: apiFailed });

// The card chosen decides which prices apply.
sample({ clock: cardBrandChosen, target: $cardBrand });

// ---------------------------------------------------------------- colours

// The picker names colours in the page's language and shows their swatch: the list is asked for once.
sample({
  clock: opened,
  source: { colors: $colors, pending: fetchColorsFx.pending },
  filter: ({ colors, pending }) => colors.length === 0 && !pending,
  target: fetchColorsFx,
});
sample({ clock: fetchColorsFx.doneData, target: $colors });

// The picker names each attribute as the shop's list does, in the page's language: asked for once.
sample({
  clock: opened,
  source: { attributes: $attributes, pending: fetchAttributesFx.pending },
  filter: ({ attributes, pending }) => attributes.length === 0 && !pending,
  target: fetchAttributesFx,
});
sample({ clock: fetchAttributesFx.doneData, target: $attributes });

// ---------------------------------------------------------------- add to cart

/** The links a cart line keeps back to this page. */
function linksOf(location: { pathname: string; search: string }, query: ItemDetailQuery) {
  const base = parseQuery(location.search);
  const itemDetailLink = `${location.pathname}${formatQuery({ ...base, screen: undefined, status: undefined, uuid: undefined })}`;
  return {
    itemDetailLink,
    engravingLink: `${location.pathname}${formatQuery({ ...base, screen: 'engraving', status: undefined, uuid: undefined })}`,
    category: query.category,
    catalogue: query.catalogue,
  };
}

// "Add to cart" hands the item, as chosen, to the add-to-cart feature (the domain's rules decide there).
sample({
  clock: addClicked,
  source: {
    canAdd: $canAdd,
    item: $item,
    query: $query,
    selection: $selection,
    lines: $savedLines,
    location: $location,
  },
  filter: ({ canAdd }) => canAdd,
  fn: ({ item, query, selection, lines, location }): AddToCartRequest => {
    const links = linksOf(location, query);
    return {
      item: item as Item,
      quantity: query.quantity,
      carePlan: selection?.carePlan === true,
      engraving: lines ?? { persMesg1: '', persMesg2: '' },
      itemDetailLink: links.itemDetailLink,
      ...((item as Item).engraving ? { engravingLink: links.engravingLink } : {}),
      ...(links.category === undefined ? {} : { category: links.category }),
      ...(links.catalogue === undefined ? {} : { catalogue: links.catalogue }),
      ...(query.editing === undefined ? {} : { replacing: query.editing }),
    };
  },
  target: addToCartClicked,
});
