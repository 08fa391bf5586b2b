import type { CartLine } from '../cart/cart-line';
import { domainError, type DomainError } from '../shared/domain-error';
import type { CheckoutItem, OrderUnitRequest } from './checkout-item';
import type { CheckoutErrorCode } from './error-codes';

/** The cart lines an order's units form, and the units that form each. */
export interface LinesOfUnits {
  /** One checked line per `lineUuid`, in the order first seen, priced from the catalogue. */
  readonly lines: readonly CartLine[];
  /** The units of each line, by its uuid. */
  readonly unitsByLine: ReadonlyMap<string, readonly OrderUnitRequest[]>;
  readonly errors: readonly DomainError<CheckoutErrorCode>[];
}

function sameChoice(a: OrderUnitRequest, b: OrderUnitRequest): boolean {
  return (
    a.code === b.code &&
    a.hasAppleCare === b.hasAppleCare &&
    a.persMesg1 === b.persMesg1 &&
    a.persMesg2 === b.persMesg2
  );
}

/**
 * Puts an order's units (one per unit, spec section 7's `txnDetailVMs`) back into the
 * cart lines they come from: the units of one `lineUuid` are one line whose quantity is
 * their count, and must agree on item, care plan and engraving (`checkout.unitsDisagree`).
 * Every line is built from the catalogue's item (`checkout.itemNotFound` for a code it
 * does not have), never from what the units say about prices.
 */
export function linesOfUnits(
  units: readonly OrderUnitRequest[],
  items: ReadonlyMap<string, CheckoutItem>,
): LinesOfUnits {
  const unitsByLine = new Map<string, OrderUnitRequest[]>();
  for (const unit of units) {
    const line = unitsByLine.get(unit.lineUuid);
    if (line === undefined) unitsByLine.set(unit.lineUuid, [unit]);
    else line.push(unit);
  }
  const errors: DomainError<CheckoutErrorCode>[] = [];
  const lines: CartLine[] = [];
  for (const [uuid, lineUnits] of unitsByLine) {
    const [first, ...rest] = lineUnits as [OrderUnitRequest, ...OrderUnitRequest[]];
    if (!rest.every((unit) => sameChoice(first, unit))) {
      errors.push(domainError('checkout.unitsDisagree', { uuid }));
      continue;
    }
    const item = items.get(first.code);
    if (item === undefined) {
      errors.push(domainError('checkout.itemNotFound', { itemCode: first.code, uuid }));
      continue;
    }
    const { engraving, ...catalogue } = item;
    lines.push({
      ...catalogue,
      uuid,
      quantity: lineUnits.length,
      hasAppleCare: first.hasAppleCare,
      persMesg1: first.persMesg1,
      persMesg2: first.persMesg2,
      checked: true,
      engraving: engraving.engraving,
    });
  }
  return { lines, unitsByLine, errors };
}
