import type { CardBrand, PriceEntry, PriceType } from '@rewards/domain';
import type { AppleCare } from '@rewards/api-client/contract';
import { moneyOf, withoutNulls } from './rows';

/**
 * The parts of SQL and the row mappings that several item reads share: an item's
 * pictures, its care plan and engraving settings, its price entries.
 */

export interface PriceRow {
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

export interface ImageRow {
  item_code: string;
  purpose: 'product' | 'engraving';
  url: string;
  name: string;
}

/** The start of a read of items' pictures (`ImageRow`), to be followed by its WHERE. */
export const IMAGE_SELECT = 'SELECT item_code, purpose, url, name FROM item_image';

/** The care plan columns every item read with one needs (`CarePlanColumns`), of `cp`. */
export const CARE_PLAN_COLUMNS = `cp.code AS cp_code, cp.name AS cp_name, cp.thai_name AS cp_thai_name,
  cp.price AS cp_price, cp.point AS cp_point`;

/** `item i` with its care plan `cp` and engraving settings `e` (either may be missing). */
export const ITEM_WITH_CARE_PLAN_AND_ENGRAVING = `item i
  LEFT JOIN care_plan cp ON cp.code = i.care_plan_code
  LEFT JOIN item_engraving e ON e.item_code = i.code`;

/** An item's price entries `p` with their card brand's rates `pc`. */
export const PRICES_WITH_RATES = 'item_price p JOIN price_code pc ON pc.card_brand = p.price_code';

export function priceEntryOf(row: PriceRow): PriceEntry {
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

export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list === undefined) groups.set(key(row), [row]);
    else list.push(row);
  }
  return groups;
}

/** The care plan columns of an item's row (`cp_*`), NULL when it offers none. */
export interface CarePlanColumns {
  cp_code: string | null;
  cp_name: string | null;
  cp_thai_name: string | null;
  cp_price: string | null;
  cp_point: number | null;
  cp_description?: string | null;
  cp_thai_description?: string | null;
}

export function carePlanOf(row: CarePlanColumns): AppleCare | undefined {
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

/** The engraving rules' columns, in every read that says what an item's engraving takes. */
export interface EngravingRuleColumns {
  engraving_line: number | null;
  eng_and_numeric_max_length: number | null;
  local_and_special_max_length: number | null;
  allowed_special_character: string | null;
  special_character_max_length: number | null;
  thai_allowed: boolean | null;
  uppercase_only: boolean | null;
}

/**
 * What an item's engraving takes (its lines, lengths and characters), from its
 * columns, without the fields left empty; `undefined` for an item without
 * engraving. The item page adds its layout to it.
 */
export function engravingRulesOf(row: EngravingRuleColumns) {
  if (row.engraving_line === null) return undefined;
  return {
    engravingLine: row.engraving_line,
    ...withoutNulls({
      engAndNumericMaxLenght: row.eng_and_numeric_max_length,
      localAndSpecialMaxLenght: row.local_and_special_max_length,
      allowedSpecialCharacter: row.allowed_special_character,
      specialCharacterMaxLength: row.special_character_max_length,
      thaiAllowed: row.thai_allowed,
      uppercaseOnly: row.uppercase_only,
    }),
  };
}
