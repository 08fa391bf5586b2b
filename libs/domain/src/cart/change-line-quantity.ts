import { addToCart } from './add-to-cart';
import type { CartLine } from './cart-line';
import { isEngravedLine } from './is-engraved-line';

/**
 * The cart after the quantity box of a line was changed (applied on blur, with a quantity from
 * `parseQuantityInput`). Quantity never goes below 1. An engraved line keeps quantity 1, as on
 * adding: the extra units become new lines with the same engraving. A `uuid` not in the cart
 * changes nothing.
 *
 * @throws RangeError when `quantity` is not a whole number.
 */
export function changeLineQuantity(
  lines: readonly CartLine[],
  uuid: string,
  quantity: number,
): readonly CartLine[] {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`A quantity must be a whole number: ${quantity}`);
  }
  const line = lines.find((candidate) => candidate.uuid === uuid);
  if (line === undefined) return lines;
  const wanted = Math.max(1, quantity);
  if (!isEngravedLine(line)) {
    return lines.map((candidate) =>
      candidate === line ? { ...line, quantity: wanted } : candidate,
    );
  }
  const single = lines.map((candidate) =>
    candidate === line ? { ...line, quantity: 1 } : candidate,
  );
  return wanted === 1 ? single : addToCart(single, { ...line, quantity: wanted - 1 });
}
