import fp from 'fastify-plugin';
import {
  countPages,
  type CheckoutItem,
  isLineExpired,
  sanitizeSearchText,
  sortItems,
  type CardBrand,
  type ItemSortOrder,
  type Language,
  type PriceEntry,
  type PriceType,
} from '@rewards/domain';
import type {
  AppleCare,
  GroupItem,
  Item,
  ItemImage,
  ItemMessage,
  ItemSummary,
  OrderBy,
  SearchResponse,
} from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import { moneyOf, withoutNulls } from './rows';

interface SummaryRow {
  code: string;
  group_id: string;
  name: string;
  thai_name: string;
  part_number: string;
  unit_price: string;
  new_item: boolean;
  category_id: number;
  catalogue_id: number;
  sub_category_id: number | null;
  end_date: Date | null;
  sp_label: string | null;
  sp_thai_label: string | null;
  sp_mouse_over: string | null;
  sp_thai_mouse_over: string | null;
}

interface PriceRow {
  item_code: string;
  type: PriceType;
  price_code: CardBrand;
  cash: string;
  point: number;
  minimum_transaction_amount: string;
  rate_point: number;
  rate_cash: number;
  term_of_flexi: number | null;
  percent_cash: number | null;
  percent_point: number | null;
  percent_discount: number | null;
  description: string | null;
}

interface ImageRow {
  item_code: string;
  purpose: 'product' | 'engraving';
  url: string;
  name: string;
}

interface DetailRow {
  description: string;
  thai_description: string;
  point: number;
  limit_quantity: boolean;
  max_quantity: number;
  shipping_availability: string;
  thai_shipping_availability: string;
  cp_code: string | null;
  cp_name: string | null;
  cp_thai_name: string | null;
  cp_price: string | null;
  cp_point: number | null;
  cp_description: string | null;
  cp_thai_description: string | null;
  engraving_line: number | null;
  eng_and_numeric_max_length: number | null;
  local_and_special_max_length: number | null;
  allowed_special_character: string | null;
  special_character_max_length: number | null;
  thai_allowed: boolean | null;
  uppercase_only: boolean | null;
  auto_resize: boolean | null;
  auto_resize_block: number | null;
  desktop_font_size: number | null;
  mobile_font_size: number | null;
  top_offset: number | null;
  eng_note: string | null;
  thai_note: string | null;
}

interface GroupRow {
  code: string;
  end_date: Date | null;
  offers_care_plan: boolean;
  attribute_name: string | null;
  value: string | null;
  display_order: number | null;
}

/** What a search asks for, decoded and bounded by the contract. */
export interface SearchQuery {
  readonly q?: string | undefined;
  readonly category?: number | undefined;
  readonly catalogue?: number | undefined;
  readonly subCategory?: number | undefined;
  readonly orderBy: OrderBy;
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly lang: Language;
}

const SUMMARY_SELECT = `SELECT i.code, i.group_id, i.name, i.thai_name, i.part_number, i.unit_price,
    i.new_item, i.category_id, i.catalogue_id, i.sub_category_id, i.end_date,
    sp.label AS sp_label, sp.thai_label AS sp_thai_label,
    sp.mouse_over AS sp_mouse_over, sp.thai_mouse_over AS sp_thai_mouse_over
  FROM item i LEFT JOIN special_promotion sp ON sp.special_promotion_id = i.special_promotion_id`;

/** The contract's sort choices, as the domain's sort orders. */
const SORT_ORDER: Readonly<Record<OrderBy, ItemSortOrder>> = {
  name: 'a2z',
  priceAsc: 'low2high',
  priceDesc: 'high2low',
};

function priceEntryOf(row: PriceRow): PriceEntry {
  return {
    type: row.type,
    cash: moneyOf(row.cash),
    point: row.point,
    priceCode: row.price_code,
    minimumTransactionAmount: moneyOf(row.minimum_transaction_amount),
    ratePoint: row.rate_point,
    rateCash: row.rate_cash,
    ...withoutNulls({
      termOfFlexi: row.term_of_flexi,
      percentCash: row.percent_cash,
      percentPoint: row.percent_point,
      percentDiscount: row.percent_discount,
      description: row.description,
    }),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list === undefined) groups.set(key(row), [row]);
    else list.push(row);
  }
  return groups;
}

/** `%` and `_` are wildcards of LIKE; the search text may not use them. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The care plan columns of an item's row (`cp_*`), NULL when it offers none. */
interface CarePlanColumns {
  cp_code: string | null;
  cp_name: string | null;
  cp_thai_name: string | null;
  cp_price: string | null;
  cp_point: number | null;
  cp_description?: string | null;
  cp_thai_description?: string | null;
}

function carePlanOf(row: CarePlanColumns): AppleCare | undefined {
  if (
    row.cp_code === null ||
    row.cp_name === null ||
    row.cp_thai_name === null ||
    row.cp_price === null ||
    row.cp_point === null
  ) {
    return undefined;
  }
  return {
    code: row.cp_code,
    name: row.cp_name,
    thaiName: row.cp_thai_name,
    price: moneyOf(row.cp_price),
    point: row.cp_point,
    ...withoutNulls({
      description: row.cp_description,
      thaiDescription: row.cp_thai_description,
    }),
  };
}

/** An item as a checkout reads it, with what an order keeps of it. */
export interface CheckoutCatalogueItem extends CheckoutItem {
  readonly imageUrl: string;
  readonly shippingAvailability: string;
  readonly thaiShippingAvailability: string;
  /** The item has no points price: it can be paid in cash only. */
  readonly cashOnly: boolean;
}

interface CheckoutItemRow extends CarePlanColumns {
  code: string;
  name: string;
  thai_name: string;
  part_number: string;
  unit_price: string;
  limit_quantity: boolean;
  max_quantity: number;
  end_date: Date | null;
  shipping_availability: string;
  thai_shipping_availability: string;
  image_url: string | null;
  engraving_line: number | null;
  eng_and_numeric_max_length: number | null;
  local_and_special_max_length: number | null;
  allowed_special_character: string | null;
  special_character_max_length: number | null;
  thai_allowed: boolean | null;
  uppercase_only: boolean | null;
}

function checkoutItemOf(
  row: CheckoutItemRow,
  prices: readonly PriceEntry[],
): CheckoutCatalogueItem {
  const carePlan = carePlanOf(row);
  return {
    code: row.code,
    partNumber: row.part_number,
    name: row.name,
    thaiName: row.thai_name,
    images: [],
    unitPrice: moneyOf(row.unit_price),
    ...(carePlan === undefined ? {} : { appleCare: carePlan }),
    ...(row.end_date === null ? {} : { endDate: row.end_date.toISOString() }),
    limit: row.limit_quantity,
    maxQuantity: row.max_quantity,
    prices,
    engraving:
      row.engraving_line === null
        ? { engraving: false }
        : {
            engraving: true,
            ...withoutNulls({
              engravingLine: row.engraving_line,
              engAndNumericMaxLenght: row.eng_and_numeric_max_length,
              localAndSpecialMaxLenght: row.local_and_special_max_length,
              allowedSpecialCharacter: row.allowed_special_character,
              specialCharacterMaxLength: row.special_character_max_length,
              thaiAllowed: row.thai_allowed,
              uppercaseOnly: row.uppercase_only,
            }),
          },
    imageUrl: row.image_url ?? '',
    shippingAvailability: row.shipping_availability,
    thaiShippingAvailability: row.thai_shipping_availability,
    cashOnly: !prices.some((entry) => entry.type !== 'CASH' && entry.type !== 'FLEXI'),
  };
}

/** An item's row as a checkout reads it, with its price entries (a JSON list). */
export type CheckoutItemRowWithPrices = CheckoutItemRow & { prices: PriceRow[] };

/**
 * The statement of a checkout's items (`forCheckout`), the codes in the parameter
 * `codes` (e.g. `$1`, a text[]): one row per known item, with its care plan,
 * engraving settings, first picture and every price entry. Exported so that a
 * quote can read it in the same statement as its other reads.
 */
export function checkoutItemsSql(codes: string): string {
  return `SELECT i.code, i.name, i.thai_name, i.part_number, i.unit_price, i.limit_quantity,
              i.max_quantity, i.end_date, i.shipping_availability, i.thai_shipping_availability,
              (SELECT url FROM item_image m WHERE m.item_code = i.code AND m.purpose = 'product'
                ORDER BY m.position LIMIT 1) AS image_url,
              cp.code AS cp_code, cp.name AS cp_name, cp.thai_name AS cp_thai_name,
              cp.price AS cp_price, cp.point AS cp_point,
              e.engraving_line, e.eng_and_numeric_max_length, e.local_and_special_max_length,
              e.allowed_special_character, e.special_character_max_length, e.thai_allowed,
              e.uppercase_only,
              (SELECT coalesce(json_agg(json_build_object(
                        'item_code', p.item_code, 'type', p.type, 'price_code', p.price_code,
                        'cash', p.cash::text, 'point', p.point,
                        'minimum_transaction_amount', p.minimum_transaction_amount::text,
                        'rate_point', pc.rate_point, 'rate_cash', pc.rate_cash,
                        'term_of_flexi', p.term_of_flexi, 'percent_cash', p.percent_cash,
                        'percent_point', p.percent_point, 'percent_discount', p.percent_discount,
                        'description', p.description) ORDER BY p.position), '[]')
               FROM item_price p JOIN price_code pc ON pc.card_brand = p.price_code
               WHERE p.item_code = i.code) AS prices
       FROM item i
       LEFT JOIN care_plan cp ON cp.code = i.care_plan_code
       LEFT JOIN item_engraving e ON e.item_code = i.code
       WHERE i.code = ANY(${codes}::text[])`;
}

/** The items of `checkoutItemsSql`'s rows, by code. */
export function checkoutItemsOf(
  rows: readonly CheckoutItemRowWithPrices[],
): Map<string, CheckoutCatalogueItem> {
  return new Map(rows.map((row) => [row.code, checkoutItemOf(row, row.prices.map(priceEntryOf))]));
}

/** Items: summaries for lists and search, and the whole item for its page. */
export function createItemRepository(db: Queryable, now: () => Date = () => new Date()) {
  /** Summaries of the items with these codes, by code (unknown codes are missing). */
  async function summaries(codes: readonly string[]): Promise<Map<string, ItemSummary>> {
    if (codes.length === 0) return new Map();
    const [rows, images] = await Promise.all([
      db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE i.code = ANY($1::text[])`, [codes]),
      db.query<ImageRow>(
        `SELECT item_code, purpose, url, name FROM item_image
         WHERE item_code = ANY($1::text[]) AND purpose = 'product'
         ORDER BY item_code, position`,
        [codes],
      ),
    ]);
    const imagesByItem = groupBy(images, (row) => row.item_code);
    return new Map(
      rows.map((row) => [
        row.code,
        {
          code: row.code,
          groupId: row.group_id,
          name: row.name,
          thaiName: row.thai_name,
          partNumber: row.part_number,
          unitPrice: moneyOf(row.unit_price),
          images: (imagesByItem.get(row.code) ?? []).map(({ url, name }): ItemImage => ({
            url,
            name,
          })),
          newItem: row.new_item,
          categoryId: row.category_id,
          catalogueId: row.catalogue_id,
          ...withoutNulls({
            subCategoryId: row.sub_category_id,
            endDate: row.end_date?.toISOString(),
          }),
          ...(row.sp_label === null || row.sp_thai_label === null
            ? {}
            : {
                specialPromotion: {
                  label: row.sp_label,
                  thaiLabel: row.sp_thai_label,
                  ...withoutNulls({
                    mouseOver: row.sp_mouse_over,
                    thaiMouseOver: row.sp_thai_mouse_over,
                  }),
                },
              }),
        } satisfies ItemSummary,
      ]),
    );
  }

  /**
   * Every price entry of these items, by code in the catalogue's order, for an
   * item's page and a checkout (lists show the cash price only: a dozen cards
   * would otherwise carry some 50 KB of prices they never show).
   */
  async function priceEntries(codes: readonly string[]): Promise<Map<string, PriceEntry[]>> {
    const rows = await db.query<PriceRow>(
      `SELECT p.item_code, p.type, p.price_code, p.cash, p.point, p.minimum_transaction_amount,
              pc.rate_point, pc.rate_cash, p.term_of_flexi, p.percent_cash, p.percent_point,
              p.percent_discount, p.description
       FROM item_price p JOIN price_code pc ON pc.card_brand = p.price_code
       WHERE p.item_code = ANY($1::text[]) ORDER BY p.item_code, p.position`,
      [codes],
    );
    const entries = new Map<string, PriceEntry[]>();
    for (const [code, itemRows] of groupBy(rows, (row) => row.item_code)) {
      entries.set(code, itemRows.map(priceEntryOf));
    }
    return entries;
  }

  /** Items matching `where`, sorted by the domain's rule for the language. */
  async function sortedCodes(
    where: string,
    params: readonly unknown[],
    order: ItemSortOrder,
    lang: Language,
  ): Promise<string[]> {
    const rows = await db.query<{
      code: string;
      name: string;
      thai_name: string;
      unit_price: string;
    }>(`SELECT code, name, thai_name, unit_price FROM item WHERE ${where}`, params);
    const sortable = rows.map((row) => ({
      code: row.code,
      name: row.name,
      thaiName: row.thai_name,
      unitPrice: moneyOf(row.unit_price),
    }));
    return sortItems(sortable, order, lang).map((item) => item.code);
  }

  function inOrder(codes: readonly string[], found: Map<string, ItemSummary>): ItemSummary[] {
    return codes.flatMap((code) => {
      const item = found.get(code);
      return item === undefined ? [] : [item];
    });
  }

  async function itemMessages(code: string, lang: Language): Promise<ItemMessage[]> {
    return db.query<ItemMessage>(
      `SELECT page, message FROM item_message
       WHERE item_code = $1 AND lang = $2 ORDER BY page, position`,
      [code, lang],
    );
  }

  async function groupItems(
    groupId: string,
  ): Promise<{ items: GroupItem[]; attributeOrder: string[] }> {
    const rows = await db.query<GroupRow>(
      `SELECT i.code, i.end_date, i.care_plan_code IS NOT NULL AS offers_care_plan,
              a.attribute_name, a.value, at.display_order
       FROM item i
       LEFT JOIN item_attribute a ON a.item_code = i.code
       LEFT JOIN attribute at ON at.attribute_name = a.attribute_name
       WHERE i.group_id = $1
       ORDER BY i.display_order, i.code`,
      [groupId],
    );
    const at = now();
    const items = [...groupBy(rows, (row) => row.code).values()].map((itemRows): GroupItem => {
      const first = itemRows[0] as GroupRow;
      return {
        code: first.code,
        attributes: Object.fromEntries(
          itemRows.flatMap((row) =>
            row.attribute_name === null || row.value === null
              ? []
              : [[row.attribute_name, row.value]],
          ),
        ),
        // An item past its end date is listed, so the picker can mark it unavailable.
        available: !isLineExpired({ endDate: first.end_date?.toISOString() }, at),
        offersCarePlan: first.offers_care_plan,
      };
    });
    const orders = new Map<string, number>();
    for (const row of rows) {
      if (row.attribute_name !== null) orders.set(row.attribute_name, row.display_order ?? 0);
    }
    const attributeOrder = [...orders.entries()]
      .sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0))
      .map(([name]) => name);
    return { items, attributeOrder };
  }

  return {
    summaries,

    /** The items of a catalogue by name in the language, or `undefined` for an unknown catalogue. */
    async byCatalogue(catalogueId: number, lang: Language): Promise<ItemSummary[] | undefined> {
      const [exists] = await db.query<{ found: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM catalogue WHERE catalogue_id = $1) AS found',
        [catalogueId],
      );
      if (exists?.found !== true) return undefined;
      const codes = await sortedCodes('catalogue_id = $1', [catalogueId], 'a2z', lang);
      return inOrder(codes, await summaries(codes));
    },

    /** The items with these codes, in the order asked, without the unknown ones. */
    async byCodes(codes: readonly string[]): Promise<ItemSummary[]> {
      const unique = [...new Set(codes)];
      return inOrder(unique, await summaries(unique));
    },

    /**
     * A page of the items matching the search text (each word, sanitised by the
     * domain's rule, found in the English or Thai name, the part number or the
     * code, ignoring case) within a category, catalogue or sub-category, in the
     * chosen order. Text that sanitises to nothing finds nothing.
     */
    async search(query: SearchQuery): Promise<SearchResponse> {
      const conditions: string[] = [];
      const params: unknown[] = [];
      const add = (sql: (n: string) => string, value: unknown) => {
        params.push(value);
        conditions.push(sql(`$${params.length}`));
      };
      const typed = query.q?.trim() ?? '';
      const terms = sanitizeSearchText(typed).trim().toLowerCase().split(/\s+/).filter(Boolean);
      if (query.category !== undefined) add((n) => `category_id = ${n}`, query.category);
      if (query.catalogue !== undefined) add((n) => `catalogue_id = ${n}`, query.catalogue);
      if (query.subCategory !== undefined) add((n) => `sub_category_id = ${n}`, query.subCategory);
      for (const term of terms) add((n) => `search_text LIKE ${n}`, likePattern(term));
      const nothingToFind = typed !== '' && terms.length === 0;
      const codes = nothingToFind
        ? []
        : await sortedCodes(
            conditions.length === 0 ? 'TRUE' : conditions.join(' AND '),
            params,
            SORT_ORDER[query.orderBy],
            query.lang,
          );
      const start = (query.pageNumber - 1) * query.pageSize;
      const page = codes.slice(start, start + query.pageSize);
      return {
        items: inOrder(page, await summaries(page)),
        pagination: {
          totalRecords: codes.length,
          numOfPages: countPages(codes.length, query.pageSize),
          pageNumber: query.pageNumber,
          pageSize: query.pageSize,
        },
      };
    },

    /** Everything the item page shows, messages in the language; `undefined` for an unknown code. */
    async detail(code: string, lang: Language): Promise<Item | undefined> {
      const summary = (await summaries([code])).get(code);
      if (summary === undefined) return undefined;
      const [[row], attributes, group, termIds, messages, engravingImages, prices] =
        await Promise.all([
          db.query<DetailRow>(
            `SELECT i.description, i.thai_description, i.point, i.limit_quantity, i.max_quantity,
                  i.shipping_availability, i.thai_shipping_availability,
                  cp.code AS cp_code, cp.name AS cp_name, cp.thai_name AS cp_thai_name,
                  cp.price AS cp_price, cp.point AS cp_point, cp.description AS cp_description,
                  cp.thai_description AS cp_thai_description, e.*
           FROM item i
           LEFT JOIN care_plan cp ON cp.code = i.care_plan_code
           LEFT JOIN item_engraving e ON e.item_code = i.code
           WHERE i.code = $1`,
            [code],
          ),
          db.query<{ attribute_name: string; value: string }>(
            'SELECT attribute_name, value FROM item_attribute WHERE item_code = $1',
            [code],
          ),
          groupItems(summary.groupId),
          db.query<{ term_id: string }>(
            `SELECT t.term_id FROM item_ipp_term t JOIN ipp_term it ON it.term_id = t.term_id
           WHERE t.item_code = $1 ORDER BY it.term_value`,
            [code],
          ),
          itemMessages(code, lang),
          db.query<ImageRow>(
            `SELECT item_code, purpose, url, name FROM item_image
           WHERE item_code = $1 AND purpose = 'engraving' ORDER BY position`,
            [code],
          ),
          priceEntries([code]),
        ]);
      if (row === undefined) return undefined;
      const appleCare = carePlanOf(row);
      const engraving =
        row.engraving_line === null
          ? { engraving: false }
          : {
              engraving: true,
              ...withoutNulls({
                engravingLine: row.engraving_line,
                engAndNumericMaxLenght: row.eng_and_numeric_max_length,
                localAndSpecialMaxLenght: row.local_and_special_max_length,
                allowedSpecialCharacter: row.allowed_special_character,
                specialCharacterMaxLength: row.special_character_max_length,
                thaiAllowed: row.thai_allowed,
                uppercaseOnly: row.uppercase_only,
                autoResize: row.auto_resize,
                autoResizeBlock: row.auto_resize_block,
                desktopFontSize: row.desktop_font_size,
                mobileFontSize: row.mobile_font_size,
                top: row.top_offset,
                engNote: row.eng_note,
                thaiNote: row.thai_note,
              }),
              engravingImages: engravingImages.map(({ url, name }) => ({ url, name })),
            };
      return {
        ...summary,
        ...engraving,
        prices: prices.get(code) ?? [],
        attributes: Object.fromEntries(attributes.map((a) => [a.attribute_name, a.value])),
        attributeOrder: group.attributeOrder,
        maxQuantity: row.max_quantity,
        limit: row.limit_quantity,
        point: row.point,
        shippingAvailability: row.shipping_availability,
        thaiShippingAvailability: row.thai_shipping_availability,
        termIds: termIds.map((t) => t.term_id),
        itemMessages: messages,
        groupItems: group.items,
        description: row.description,
        thaiDescription: row.thai_description,
        ...(appleCare === undefined ? {} : { appleCare }),
      };
    },

    /**
     * The items of an order as a checkout reads them, fresh (never from the answer
     * cache: a checkout is decided on today's prices), in one statement whatever the
     * number of items: the items with their care plan, engraving settings, first
     * picture and every price entry (a JSON list per item, amounts as text so that
     * they keep their decimals). Unknown codes are absent.
     */
    async forCheckout(codes: readonly string[]): Promise<Map<string, CheckoutCatalogueItem>> {
      const unique = [...new Set(codes)];
      if (unique.length === 0) return new Map();
      return checkoutItemsOf(
        await db.query<CheckoutItemRowWithPrices>(checkoutItemsSql('$1'), [unique]),
      );
    },

    /** The checkout messages of an item in the language; `undefined` for an unknown code. */
    async messages(code: string, lang: Language): Promise<ItemMessage[] | undefined> {
      const [exists] = await db.query<{ found: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM item WHERE code = $1) AS found',
        [code],
      );
      return exists?.found === true ? itemMessages(code, lang) : undefined;
    },

    /** The next moment an item's end date passes (answers that mention availability change then). */
    async nextEndDate(): Promise<Date | undefined> {
      const [row] = await db.query<{ next: Date | null }>(
        'SELECT min(end_date) AS next FROM item WHERE end_date > now()',
      );
      return row?.next ?? undefined;
    },
  };
}

export type ItemRepository = ReturnType<typeof createItemRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    itemRepository: ItemRepository;
  }
}

/** Decorates the instance with `itemRepository`. */
export const itemRepositoryPlugin = fp(
  async (app) => {
    app.decorate('itemRepository', createItemRepository(app.db));
  },
  { name: 'item-repository', dependencies: ['database'] },
);
