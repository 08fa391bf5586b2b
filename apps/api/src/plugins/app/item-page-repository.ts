import { isLineExpired, type Language, type PriceEntry } from '@rewards/domain';
import type { GroupItem, Item, ItemMessage } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import {
  CARE_PLAN_COLUMNS,
  carePlanOf,
  engravingRulesOf,
  groupBy,
  IMAGE_SELECT,
  ITEM_WITH_CARE_PLAN_AND_ENGRAVING,
  priceEntryOf,
  PRICES_WITH_RATES,
  type EngravingRuleColumns,
  type ImageRow,
  type PriceRow,
} from './item-columns-repository';
import type { ItemListRepository } from './item-list-repository';
import { withoutNulls } from './rows';

interface DetailRow extends EngravingRuleColumns {
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

/**
 * An item's page (its details, group, prices and messages) and its checkout
 * messages, over `db`; the summary is the lists' read.
 */
export function createItemPageRepository(
  db: Queryable,
  { summaries }: ItemListRepository,
  now: () => Date = () => new Date(),
) {
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
       FROM ${PRICES_WITH_RATES}
       WHERE p.item_code = ANY($1::text[]) ORDER BY p.item_code, p.position`,
      [codes],
    );
    const entries = new Map<string, PriceEntry[]>();
    for (const [code, itemRows] of groupBy(rows, (row) => row.item_code)) {
      entries.set(code, itemRows.map(priceEntryOf));
    }
    return entries;
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
    /** Everything the item page shows, messages in the language; `undefined` for an unknown code. */
    async detail(code: string, lang: Language): Promise<Item | undefined> {
      const summary = (await summaries([code])).get(code);
      if (summary === undefined) return undefined;
      const [[row], attributes, group, termIds, messages, engravingImages, prices] =
        await Promise.all([
          db.query<DetailRow>(
            `SELECT i.description, i.thai_description, i.point, i.limit_quantity, i.max_quantity,
                  i.shipping_availability, i.thai_shipping_availability,
                  ${CARE_PLAN_COLUMNS}, cp.description AS cp_description,
                  cp.thai_description AS cp_thai_description, e.*
           FROM ${ITEM_WITH_CARE_PLAN_AND_ENGRAVING}
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
            `${IMAGE_SELECT}
           WHERE item_code = $1 AND purpose = 'engraving' ORDER BY position`,
            [code],
          ),
          priceEntries([code]),
        ]);
      if (row === undefined) return undefined;
      const appleCare = carePlanOf(row);
      const engravingRules = engravingRulesOf(row);
      const engraving =
        engravingRules === undefined
          ? { engraving: false }
          : {
              engraving: true,
              ...engravingRules,
              ...withoutNulls({
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

    /** The checkout messages of an item in the language; `undefined` for an unknown code. */
    async messages(code: string, lang: Language): Promise<ItemMessage[] | undefined> {
      const [exists] = await db.query<{ found: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM item WHERE code = $1) AS found',
        [code],
      );
      return exists?.found === true ? itemMessages(code, lang) : undefined;
    },
  };
}
