import { parseMoney, type Money } from '@rewards/domain';

/**
 * A `numeric(12,2)` column as Money. The database only holds whole satang, so
 * a value that does not parse is a broken database, not bad input.
 * @throws Error when the text is not an amount.
 */
export function moneyOf(text: string): Money {
  const money = parseMoney(text);
  if (money === undefined) throw new Error(`Not an amount in the database: ${text}`);
  return money;
}

/** A `numeric` rate as the shortest exact text: `'0.8900'` -> `'0.89'`, `'0.0000'` -> `'0'`. */
export function decimalText(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Optional fields without the columns that are NULL: absent on the wire rather than null. */
export function withoutNulls<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  ) as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}
