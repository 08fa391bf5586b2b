import { sanitizeQuantityInput } from './sanitize-quantity-input';

/** What the limit of an item needs: whether it is limited (`limit` Y) and its `maxQuantity`. */
export interface QuantityLimited {
  readonly limit: boolean;
  readonly maxQuantity: number;
}

/**
 * The item's maxQuantity when the typed quantity is above it ("If limit Y and above
 * maxQuantity: 'Maximum quantity accepted for this item per transaction is {n}'", spec
 * section 5), else `undefined`. It reads the box as it is being typed (its digits, see
 * `sanitizeQuantityInput`), not as it will be on blur, so that the message and the
 * disabled add to cart appear with the keystroke that crosses the limit. An empty box
 * or an unlimited item is never over.
 */
export function quantityOverLimit(
  item: QuantityLimited,
  typed: string | number,
): number | undefined {
  if (!item.limit) return undefined;
  const digits = sanitizeQuantityInput(String(typed));
  if (digits === '') return undefined;
  return Number(digits) > item.maxQuantity ? item.maxQuantity : undefined;
}
