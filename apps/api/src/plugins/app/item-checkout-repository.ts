import type { CheckoutItem, PriceEntry } from '@rewards/domain';
import type { Queryable } from '../../db/database';
import {
  CARE_PLAN_COLUMNS,
  carePlanOf,
  engravingRulesOf,
  ITEM_WITH_CARE_PLAN_AND_ENGRAVING,
  priceEntryOf,
  PRICES_WITH_RATES,
  type CarePlanColumns,
  type EngravingRuleColumns,
  type PriceRow,
} from './item-columns-repository';
import { moneyOf } from './rows';

/** An item as a checkout reads it, with what an order keeps of it. */
export interface CheckoutCatalogueItem extends CheckoutItem {
  readonly imageUrl: string;
  readonly shippingAvailability: string;
  readonly thaiShippingAvailability: string;
  /** The item has no points price: it can be paid in cash only. */
  readonly cashOnly: boolean;
}

interface CheckoutItemRow extends CarePlanColumns, EngravingRuleColumns {
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
}

function checkoutItemOf(
  row: CheckoutItemRow,
  prices: readonly PriceEntry[],
): CheckoutCatalogueItem {
  const carePlan = carePlanOf(row);
  const engravingRules = engravingRulesOf(row);
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
      engravingRules === undefined ? { engraving: false } : { engraving: true, ...engravingRules },
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
              ${CARE_PLAN_COLUMNS},
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
               FROM ${PRICES_WITH_RATES}
               WHERE p.item_code = i.code) AS prices
       FROM ${ITEM_WITH_CARE_PLAN_AND_ENGRAVING}
       WHERE i.code = ANY(${codes}::text[])`;
}

/** The items of `checkoutItemsSql`'s rows, by code. */
export function checkoutItemsOf(
  rows: readonly CheckoutItemRowWithPrices[],
): Map<string, CheckoutCatalogueItem> {
  return new Map(rows.map((row) => [row.code, checkoutItemOf(row, row.prices.map(priceEntryOf))]));
}

/** The items of a checkout, read fresh over `db`. */
export function createItemCheckoutRepository(db: Queryable) {
  return {
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
  };
}
