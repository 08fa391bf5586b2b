import { combine, createEffect, createEvent, createStore } from 'effector';
import { commonRoutes, itemRoutes, pricingRoutes } from '@rewards/api-client/contract';
import type { Attribute, Color, IppConfigBody, Item } from '@rewards/api-client/contract';
import {
  CARD_BRANDS,
  POINTS_REDEMPTION_OPEN,
  isLineExpired,
  multiplyMoney,
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
import { client } from '../../shared/api';
import { $categories } from '../../entities/category/model';
import { type PersistedSlice } from '../../shared/persistence/storage';
import { DEFAULT_BACKGROUND, pageBackgroundOf } from '../../shared/theme/background';
import { formatQuery, parseQuery, type Query } from '../../shared/url/query';
import {
  displayedCode,
  isChoiceKey,
  itemGroupOf,
  parseItemDetailQuery,
  savedEngraving,
  selectionFromQuery,
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
/**
 * Whether the item on screen is the one the URL names. After the picker moves
 * to a sibling the page keeps its place while the sibling loads, but its name,
 * price and picture are the old item's: the page shows them as loading, never
 * as the new choice's.
 */
export const $showsChosenItem = combine(
  $item,
  $rawQuery,
  (item, query) => item !== null && item.code === displayedCode(parseItemDetailQuery(query)),
);
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

/**
 * The page's background: the item's catalogue's (spec section 2: the item
 * page follows its catalogue too; black is the dark theme).
 */
export const $background = combine($categories, $item, (categories, item) => {
  if (item === null) return DEFAULT_BACKGROUND;
  const catalogue = categories
    .find((category) => category.categoryId === item.categoryId)
    ?.catalogues.find((entry) => entry.catalogueId === item.catalogueId);
  return catalogue === undefined ? DEFAULT_BACKGROUND : pageBackgroundOf(catalogue.bgColor);
});

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
export function withChoices(
  search: string,
  choices: Readonly<Record<string, string | number | undefined>>,
): string {
  const kept: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(parseQuery(search))) {
    if (!isChoiceKey(key) && key !== 'reset') kept[key] = value;
  }
  return formatQuery({ ...kept, ...choices });
}

export function choiceQuery(
  group: ReturnType<typeof itemGroupOf>,
  selection: ItemSelection,
): Record<string, string | undefined> {
  const code = selectedItem(group, selection)?.code;
  return { ...selectionToQuery(group, selection), codeSelected: code };
}
