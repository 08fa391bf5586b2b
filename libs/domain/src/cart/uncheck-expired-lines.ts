import type { CartLine } from './cart-line';
import { isLineExpired } from './is-line-expired';

/**
 * The cart with every line whose item is past its endDate unchecked (spec section 4, "Expired
 * item (endDate passed) becomes unchecked and unavailable"). Other lines are returned as they
 * are (the same objects), and so is the cart itself when nothing changed.
 */
export function uncheckExpiredLines(lines: readonly CartLine[], now: Date): readonly CartLine[] {
  let changed = false;
  const result = lines.map((line) => {
    if (!line.checked || !isLineExpired(line, now)) return line;
    changed = true;
    return { ...line, checked: false };
  });
  return changed ? result : lines;
}
