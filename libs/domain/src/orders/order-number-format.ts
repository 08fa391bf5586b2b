import { ORDER_NUMBER_PREFIX_LENGTH } from '../config/business-constants';

/**
 * Splits a number of the form "6-9 letters then `digits` digits" into its
 * letters and digits, or gives `undefined` when it has another form.
 * Shared by the order and sub-order numbers, which differ only in digits.
 */
export function splitOrderNumber(
  text: string,
  digits: number,
): { readonly letters: string; readonly digits: string } | undefined {
  const { min, max } = ORDER_NUMBER_PREFIX_LENGTH;
  const match = new RegExp(`^([A-Z]{${min},${max}})([0-9]{${digits}})$`).exec(text);
  return match === null ? undefined : { letters: match[1] as string, digits: match[2] as string };
}
