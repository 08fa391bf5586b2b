import type { CartLine } from './cart-line';
import { cartLineIdentity } from './cart-line-identity';
import { isEngravedLine } from './is-engraved-line';

function freeUuid(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * The cart after adding a line (spec section 4, "Add to cart"):
 * - a line without engraving merges with the line of the same code and care-plan flag: the
 *   quantities add up, and the merged line is checked when either was;
 * - a line with an engraving message never merges and never holds more than one unit: each of
 *   its units becomes a line of its own, with quantity 1.
 *
 * Lines are never reordered; new lines go at the end. A new line keeps its `uuid` unless the
 * cart already uses it; then it gets the first free `uuid-2`, `uuid-3`, ... so uuids stay unique.
 *
 * @throws RangeError when the added quantity is not a whole number of at least 1 (the callers
 *   check quantities first: `checkAddToCart`, `parseQuantityInput`).
 */
export function addToCart(lines: readonly CartLine[], added: CartLine): readonly CartLine[] {
  if (!Number.isSafeInteger(added.quantity) || added.quantity < 1) {
    throw new RangeError(
      `A quantity added to the cart must be a whole number from 1: ${added.quantity}`,
    );
  }
  const taken = new Set(lines.map((line) => line.uuid));
  if (isEngravedLine(added)) {
    const units: CartLine[] = [];
    for (let unit = 0; unit < added.quantity; unit += 1) {
      const uuid = freeUuid(added.uuid, taken);
      taken.add(uuid);
      units.push({ ...added, uuid, quantity: 1 });
    }
    return [...lines, ...units];
  }
  const identity = cartLineIdentity(added);
  const index = lines.findIndex((line) => cartLineIdentity(line) === identity);
  const existing = lines[index];
  if (existing === undefined) {
    return [...lines, { ...added, uuid: freeUuid(added.uuid, taken) }];
  }
  const merged: CartLine = {
    ...existing,
    quantity: existing.quantity + added.quantity,
    checked: existing.checked || added.checked,
  };
  return lines.map((line, at) => (at === index ? merged : line));
}
