import { addToCart } from './add-to-cart';
import type { CartLine } from './cart-line';

/** Whether two versions of a line differ in what the shopper can change on it. */
function edited(before: CartLine, after: CartLine): boolean {
  return (
    before.quantity !== after.quantity ||
    before.checked !== after.checked ||
    before.hasAppleCare !== after.hasAppleCare ||
    before.persMesg1 !== after.persMesg1 ||
    before.persMesg2 !== after.persMesg2
  );
}

/**
 * A change made on a cart that another tab has changed meanwhile (the server
 * answered a write with 409): the change from `base` (the cart as last read
 * from the server) to `local` (the cart after the change) is applied again to
 * `server` (the cart as the server has it now), so neither side loses a line.
 * - a line `local` added (a uuid `base` did not have) is added with the rules
 *   of `addToCart`, so it merges with the same item as any addition would;
 * - a line `local` removed is removed from `server`, if it is still there;
 * - a line `local` edited, if the server still has it, takes the local
 *   checkbox, care plan and engraving, and the local change of quantity on
 *   top of the server's (units the other tab merged into it stay; never
 *   below 1); a line the other tab removed stays removed;
 * - every other server line stays as the server has it, in its order.
 */
export function rebaseCartChange(
  base: readonly CartLine[],
  local: readonly CartLine[],
  server: readonly CartLine[],
): readonly CartLine[] {
  const baseByUuid = new Map(base.map((line) => [line.uuid, line]));
  const localByUuid = new Map(local.map((line) => [line.uuid, line]));
  const kept = server.flatMap((line) => {
    const before = baseByUuid.get(line.uuid);
    if (before === undefined) return [line];
    const after = localByUuid.get(line.uuid);
    if (after === undefined) return [];
    if (!edited(before, after)) return [line];
    const quantity = Math.max(1, line.quantity + after.quantity - before.quantity);
    return [{ ...after, quantity }];
  });
  const added = local.filter((line) => !baseByUuid.has(line.uuid));
  return added.reduce<readonly CartLine[]>((cart, line) => addToCart(cart, line), kept);
}
