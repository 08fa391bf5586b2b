import type { CartLine } from './cart-line';

/** How many units of each item code the lines hold, summed across lines (care plans are not units). */
export function unitsByCode(
  lines: readonly Pick<CartLine, 'code' | 'quantity'>[],
): ReadonlyMap<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.code, (units.get(line.code) ?? 0) + line.quantity);
  return units;
}
