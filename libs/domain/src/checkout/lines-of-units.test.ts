import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutOrderArb } from '../testing/checkout.arbitraries';
import { linesOfUnits } from './lines-of-units';
import type { OrderUnitRequest } from './checkout-item';
import { checkoutItemArb } from '../testing/checkout.arbitraries';
import { thb } from '../money/money';

const unit = (lineUuid: string, code: string, extra: Partial<OrderUnitRequest> = {}) => ({
  lineUuid,
  code,
  hasAppleCare: false,
  persMesg1: '',
  persMesg2: '',
  shownUnitPrice: thb('1.00'),
  ...extra,
});

describe('linesOfUnits: the cart lines an order’s units come from', () => {
  const item = fc.sample(checkoutItemArb('A1'), { seed: 7, numRuns: 1 })[0];
  const items = new Map(item === undefined ? [] : [[item.code, item]]);

  it('counts the units of each line, in the order the lines were first seen', () => {
    const result = linesOfUnits([unit('l-2', 'A1'), unit('l-1', 'A1'), unit('l-2', 'A1')], items);
    expect(result.errors).toEqual([]);
    expect(result.lines.map((line) => [line.uuid, line.quantity, line.checked])).toEqual([
      ['l-2', 2, true],
      ['l-1', 1, true],
    ]);
    expect(result.lines[0]?.unitPrice).toBe(item?.unitPrice);
  });

  it('refuses a line whose units disagree, and an item the catalogue does not have', () => {
    const result = linesOfUnits(
      [unit('l-1', 'A1'), unit('l-1', 'A1', { persMesg1: 'X' }), unit('l-2', 'NOPE')],
      items,
    );
    expect(result.errors).toEqual([
      { code: 'checkout.unitsDisagree', uuid: 'l-1' },
      { code: 'checkout.itemNotFound', itemCode: 'NOPE', uuid: 'l-2' },
    ]);
    expect(result.lines).toEqual([]);
  });

  describe('properties', () => {
    it('no unit is lost: the lines hold every unit sent', () => {
      fc.assert(
        fc.property(checkoutOrderArb(), (order) => {
          const result = linesOfUnits(order.units, order.items);
          expect(result.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(
            order.units.length,
          );
        }),
        { numRuns: 50 },
      );
    });
  });
});
