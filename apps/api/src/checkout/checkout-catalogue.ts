import type { CardBrand, CheckoutItem, PriceEntry, PriceType } from '@rewards/domain';
import type { Queryable } from '../db/database';
import { moneyOf, withoutNulls } from '../plugins/app/rows';

/** An item as a checkout reads it, with what an order keeps of it. */
export interface CheckoutCatalogueItem extends CheckoutItem {
  readonly imageUrl: string;
  readonly shippingAvailability: string;
  readonly thaiShippingAvailability: string;
  /** The item has no points price: it can be paid in cash only. */
  readonly cashOnly: boolean;
}

interface ItemRow {
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
  cp_code: string | null;
  cp_name: string | null;
  cp_thai_name: string | null;
  cp_price: string | null;
  cp_point: number | null;
  engraving_line: number | null;
  eng_and_numeric_max_length: number | null;
  local_and_special_max_length: number | null;
  allowed_special_character: string | null;
  special_character_max_length: number | null;
  thai_allowed: boolean | null;
  uppercase_only: boolean | null;
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
}

/**
 * The catalogue's items of an order, read fresh (never from the answer cache: a
 * checkout is decided on today's prices) in two queries whatever the number of
 * items: the items with their care plan, engraving settings and first picture, then
 * every price entry. Unknown codes are absent.
 */
export async function checkoutItems(
  db: Queryable,
  codes: readonly string[],
): Promise<Map<string, CheckoutCatalogueItem>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const [items, prices] = await Promise.all([
    db.query<ItemRow>(
      `SELECT i.code, i.name, i.thai_name, i.part_number, i.unit_price, i.limit_quantity,
              i.max_quantity, i.end_date, i.shipping_availability, i.thai_shipping_availability,
              (SELECT url FROM item_image m WHERE m.item_code = i.code AND m.purpose = 'product'
                ORDER BY m.position LIMIT 1) AS image_url,
              cp.code AS cp_code, cp.name AS cp_name, cp.thai_name AS cp_thai_name,
              cp.price AS cp_price, cp.point AS cp_point,
              e.engraving_line, e.eng_and_numeric_max_length, e.local_and_special_max_length,
              e.allowed_special_character, e.special_character_max_length, e.thai_allowed,
              e.uppercase_only
       FROM item i
       LEFT JOIN care_plan cp ON cp.code = i.care_plan_code
       LEFT JOIN item_engraving e ON e.item_code = i.code
       WHERE i.code = ANY($1::text[])`,
      [unique],
    ),
    db.query<PriceRow>(
      `SELECT p.item_code, p.type, p.price_code, p.cash, p.point, p.minimum_transaction_amount,
              pc.rate_point, pc.rate_cash, p.term_of_flexi, p.percent_cash, p.percent_point,
              p.percent_discount
       FROM item_price p JOIN price_code pc ON pc.card_brand = p.price_code
       WHERE p.item_code = ANY($1::text[]) ORDER BY p.item_code, p.position`,
      [unique],
    ),
  ]);
  const pricesOf = new Map<string, PriceEntry[]>();
  for (const row of prices) {
    const entry: PriceEntry = {
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
      }),
    };
    const list = pricesOf.get(row.item_code);
    if (list === undefined) pricesOf.set(row.item_code, [entry]);
    else list.push(entry);
  }
  return new Map(items.map((row) => [row.code, itemOf(row, pricesOf.get(row.code) ?? [])]));
}

function itemOf(row: ItemRow, prices: readonly PriceEntry[]): CheckoutCatalogueItem {
  const carePlan =
    row.cp_code === null ||
    row.cp_name === null ||
    row.cp_thai_name === null ||
    row.cp_price === null ||
    row.cp_point === null
      ? undefined
      : {
          code: row.cp_code,
          name: row.cp_name,
          thaiName: row.cp_thai_name,
          price: moneyOf(row.cp_price),
          point: row.cp_point,
        };
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
