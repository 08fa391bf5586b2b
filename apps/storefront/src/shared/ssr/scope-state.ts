import type { Decimal } from '@rewards/domain';

/** The id of the script element that carries the server's state into the page. */
export const SCOPE_STATE_ID = 'shop-state';

/** Marks a decimal in the JSON; a page whose state has none never loads decimal.js in the browser. */
export const DECIMAL_TAG = '$decimal';
const DATE_TAG = '$date';

/**
 * The values of a serialized scope as JSON text that is safe inside a
 * `<script type="application/json">`: decimals (money, rates) and dates keep
 * their type through tags, and `<` is escaped so no value can close the script.
 */
export function stateToJson(
  values: Readonly<Record<string, unknown>>,
  isDecimal: (value: unknown) => value is Decimal,
): string {
  return JSON.stringify(values, function replace(this: Record<string, unknown>, key, value) {
    const original = this[key];
    if (isDecimal(original)) return { [DECIMAL_TAG]: original.toString() };
    if (original instanceof Date) {
      return { [DATE_TAG]: Number.isNaN(original.getTime()) ? null : original.toISOString() };
    }
    return value as unknown;
  }).replace(/</g, '\\u003c');
}

function isTagged(value: unknown, tag: string): value is Record<string, string | null> {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === tag;
}

/**
 * The values written by `stateToJson`, with their dates restored, and their
 * decimals by `decimalFromText` (the domain's, passed in by a caller that has
 * loaded it because the text has decimals).
 */
export function stateFromJson(
  text: string,
  decimalFromText?: (text: string) => Decimal,
): Record<string, unknown> {
  return JSON.parse(text, (_key, value: unknown) => {
    if (isTagged(value, DECIMAL_TAG)) {
      if (decimalFromText === undefined) throw new Error('Decimals in the state, no reader given');
      return decimalFromText(String(value[DECIMAL_TAG]));
    }
    if (isTagged(value, DATE_TAG)) {
      const iso = value[DATE_TAG];
      return typeof iso === 'string' ? new Date(iso) : new Date(Number.NaN);
    }
    return value;
  }) as Record<string, unknown>;
}
