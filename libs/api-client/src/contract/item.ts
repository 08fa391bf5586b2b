import * as t from 'io-ts';
import { withSchema } from './schema';
import {
  PRICE_TYPES,
  type GroupItem as DomainGroupItem,
  type PriceEntry,
  type PriceType,
} from '@rewards/domain';
import {
  CardBrandCodec,
  Integer,
  Int4,
  IntegerFromString,
  IsoDateTime,
  Lang,
  NonNegativeInteger,
  PositiveInteger,
  YesNo,
  boundedString,
  strictStruct,
  struct,
} from './codecs';
import { MoneyFromString } from './money-codec';

export const PriceTypeCodec = t.keyof(
  Object.fromEntries(PRICE_TYPES.map((type) => [type, null])) as Record<PriceType, null>,
  'PriceType',
);

/** One price of an item for one card brand; decodes to the domain's `PriceEntry`. */
export const PriceEntryBody = struct(
  'PriceEntry',
  {
    type: PriceTypeCodec,
    cash: MoneyFromString,
    point: NonNegativeInteger,
    priceCode: CardBrandCodec,
    minimumTransactionAmount: MoneyFromString,
    ratePoint: PositiveInteger,
    rateCash: PositiveInteger,
  },
  {
    termOfFlexi: PositiveInteger,
    percentCash: NonNegativeInteger,
    percentPoint: NonNegativeInteger,
    percentDiscount: NonNegativeInteger,
    description: t.string,
  },
);
// The wire shape decodes to exactly what the domain computes with.
const _priceEntryFits: (entry: t.TypeOf<typeof PriceEntryBody>) => PriceEntry = (entry) => entry;
void _priceEntryFits;

export const ItemImage = t.type({ url: t.string, name: t.string }, 'ItemImage');
export type ItemImage = t.TypeOf<typeof ItemImage>;

/** The care plan (Apple Care) an item offers. */
export const AppleCare = struct(
  'AppleCare',
  {
    code: t.string,
    name: t.string,
    thaiName: t.string,
    price: MoneyFromString,
    point: NonNegativeInteger,
  },
  { description: t.string, thaiDescription: t.string },
);
export type AppleCare = t.TypeOf<typeof AppleCare>;

export const SpecialPromotion = struct(
  'SpecialPromotion',
  { label: t.string, thaiLabel: t.string },
  { mouseOver: t.string, thaiMouseOver: t.string },
);
export type SpecialPromotion = t.TypeOf<typeof SpecialPromotion>;

/** A message shown with an item on a checkout page. */
export const ItemMessage = t.type(
  { page: t.keyof({ CHECKOUT: null, REVIEW: null }), message: t.string },
  'ItemMessage',
);
export type ItemMessage = t.TypeOf<typeof ItemMessage>;
export const ItemMessageList = t.readonlyArray(ItemMessage, 'ItemMessageList');

/** What an item card of a list or search shows. */
export const ItemSummary = struct(
  'ItemSummary',
  {
    code: t.string,
    groupId: t.string,
    name: t.string,
    thaiName: t.string,
    partNumber: t.string,
    unitPrice: MoneyFromString,
    images: t.readonlyArray(ItemImage),
    newItem: YesNo,
    categoryId: Integer,
    catalogueId: Integer,
  },
  {
    subCategoryId: Integer,
    endDate: IsoDateTime,
    specialPromotion: SpecialPromotion,
  },
);
export type ItemSummary = t.TypeOf<typeof ItemSummary>;

/**
 * A sibling of an item's group with its attribute values, for the attribute
 * picker: whether it can be bought now, and whether it offers a care plan (the
 * domain's `GroupItem`, so a decoded list goes to the selection rules as is).
 */
export const GroupItem = struct(
  'GroupItem',
  { code: t.string, attributes: t.record(t.string, t.string), available: t.boolean },
  { offersCarePlan: t.boolean },
);
export type GroupItem = t.TypeOf<typeof GroupItem>;
const _groupItemFits: (item: GroupItem) => DomainGroupItem = (item) => item;
void _groupItemFits;

/**
 * The engraving settings of an item, with the spec's field names (including its
 * spelling `Lenght`), flat on the item as the server sends them.
 */
export const EngravingFields = struct(
  'EngravingFields',
  { engraving: YesNo },
  {
    engravingLine: NonNegativeInteger,
    engAndNumericMaxLenght: NonNegativeInteger,
    localAndSpecialMaxLenght: NonNegativeInteger,
    allowedSpecialCharacter: t.string,
    specialCharacterMaxLength: NonNegativeInteger,
    thaiAllowed: YesNo,
    uppercaseOnly: YesNo,
    autoResize: YesNo,
    autoResizeBlock: NonNegativeInteger,
    desktopFontSize: NonNegativeInteger,
    mobileFontSize: NonNegativeInteger,
    top: NonNegativeInteger,
    engNote: t.string,
    thaiNote: t.string,
    engravingImages: t.readonlyArray(ItemImage),
  },
);
export type EngravingFields = t.TypeOf<typeof EngravingFields>;

/** `item/{code}`: everything the item page needs. */
export const Item = t.intersection(
  [
    ItemSummary,
    EngravingFields,
    struct(
      'ItemDetail',
      {
        /** Every price of the item for every card brand (lists show only `unitPrice`). */
        prices: t.readonlyArray(PriceEntryBody),
        attributes: t.record(t.string, t.string),
        attributeOrder: t.readonlyArray(t.string),
        maxQuantity: NonNegativeInteger,
        limit: YesNo,
        point: NonNegativeInteger,
        shippingAvailability: t.string,
        thaiShippingAvailability: t.string,
        termIds: t.readonlyArray(t.string),
        itemMessages: t.readonlyArray(ItemMessage),
        groupItems: t.readonlyArray(GroupItem),
        description: t.string,
        thaiDescription: t.string,
      },
      { appleCare: AppleCare },
    ),
  ],
  'Item',
);
export type Item = t.TypeOf<typeof Item>;

export const ItemList = t.readonlyArray(ItemSummary, 'ItemList');

/** How a search orders its items. */
export const OrderBy = t.keyof({ name: null, priceAsc: null, priceDesc: null }, 'OrderBy');
export type OrderBy = t.TypeOf<typeof OrderBy>;

/** Which page of a list, and how long a page is. */
export const PageRequest = t.exact(
  t.type({
    pageNumber: PositiveInteger,
    pageSize: withSchema(
      new t.Type<number, number, unknown>(
        'PageSize',
        (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 100,
        (u, c) =>
          typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 100
            ? t.success(u)
            : t.failure(u, c, 'a page size from 1 to 100'),
        (n) => n,
      ),
      { type: 'integer', minimum: 1, maximum: 100 },
    ),
  }),
  'PageRequest',
);

/** `item/search`: by free text, or within a category, catalogue or sub-category. */
export const SearchRequest = strictStruct(
  'SearchRequest',
  { pagination: PageRequest },
  {
    q: boundedString('q', 0, 100),
    category: Int4,
    catalogue: Int4,
    subCategory: Int4,
    lang: Lang,
    orderBy: OrderBy,
  },
);
export type SearchRequest = t.TypeOf<typeof SearchRequest>;

/** Where a page sits in the whole list. */
export const PaginationBody = t.type(
  {
    totalRecords: NonNegativeInteger,
    numOfPages: NonNegativeInteger,
    pageNumber: PositiveInteger,
    pageSize: PositiveInteger,
  },
  'Pagination',
);
export type PaginationBody = t.TypeOf<typeof PaginationBody>;

export const SearchResponse = t.type(
  { items: t.readonlyArray(ItemSummary), pagination: PaginationBody },
  'SearchResponse',
);
export type SearchResponse = t.TypeOf<typeof SearchResponse>;

/** The most codes one `item/searchItems` call may ask for (a cart or the recently viewed list). */
export const MAX_CODES_PER_SEARCH = 100;

/** `item/searchItems`: items by their codes (the recently viewed list, the cart). */
export const SearchItemsRequest = strictStruct(
  'SearchItemsRequest',
  {
    q: t.refinement(
      t.readonlyArray(boundedString('code', 1, 40)),
      (codes) => codes.length <= MAX_CODES_PER_SEARCH,
      'Codes',
    ),
  },
  {},
);
export type SearchItemsRequest = t.TypeOf<typeof SearchItemsRequest>;

/** Path parameter of the item calls. */
export const ItemCodeParams = t.type({ code: boundedString('code', 1, 40) }, 'ItemCodeParams');
export const CatalogueParams = t.type({ catalogueId: IntegerFromString }, 'CatalogueParams');
