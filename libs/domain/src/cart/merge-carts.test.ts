import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import type { CartLine } from './cart-line';
import { isEngravedLine } from './is-engraved-line';
import { mergeCarts } from './merge-carts';
import { unitsByCode } from './units-by-code';
import { cartArb, cartLineOf } from '../testing/cart.arbitraries';

const ipad = cartLineOf({
  code: 'IPD-AIR-11',
  unitPrice: thb('23900.00'),
  limit: false,
  maxQuantity: 0,
  engraving: true,
  appleCare: undefined,
  prices: [],
  endDate: undefined,
});
const line = (overrides: Partial<CartLine>): CartLine => ({ ...ipad, ...overrides });

const sameUnits = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): void => {
  expect(new Map([...a].sort())).toEqual(new Map([...b].sort()));
};

describe('mergeCarts: the local cart meets the server cart at login', () => {
  it('"if local cart is empty the server cart loads": taken as is', () => {
    const server = [line({ uuid: 's1', quantity: 2 })];
    expect(mergeCarts(server, [])).toBe(server);
  });

  it('otherwise the local lines merge into the server lines by identity', () => {
    const server = [line({ uuid: 's1', quantity: 2, checked: false })];
    const local = [
      line({ uuid: 'l1', quantity: 1 }),
      line({ uuid: 'l2', code: 'MBA-13-M3', quantity: 1 }),
      line({ uuid: 's1', persMesg1: 'ANNA' }),
    ];
    expect(
      mergeCarts(server, local).map((each) => [each.uuid, each.code, each.quantity, each.checked]),
    ).toEqual([
      ['s1', 'IPD-AIR-11', 3, true],
      ['l2', 'MBA-13-M3', 1, true],
      ['s1-2', 'IPD-AIR-11', 1, true],
    ]);
  });

  it('the same engraving on both sides stays two lines of one unit', () => {
    const engraved = line({ uuid: 'x', persMesg1: 'TOM' });
    expect(mergeCarts([engraved], [engraved]).map((each) => each.quantity)).toEqual([1, 1]);
  });

  describe('properties', () => {
    it('never loses or invents a unit: units per code before = after', () => {
      fc.assert(
        fc.property(cartArb(), cartArb(), (server, local) => {
          const expected = unitsByCode([...server, ...local]);
          sameUnits(unitsByCode(mergeCarts(server, local)), expected);
        }),
      );
    });

    it('is associative in units: (a + b) + c holds the same units per code as a + (b + c)', () => {
      fc.assert(
        fc.property(
          cartArb({ maxLines: 4 }),
          cartArb({ maxLines: 4 }),
          cartArb({ maxLines: 4 }),
          (a, b, c) => {
            sameUnits(
              unitsByCode(mergeCarts(mergeCarts(a, b), c)),
              unitsByCode(mergeCarts(a, mergeCarts(b, c))),
            );
          },
        ),
      );
    });

    it('an engraved line never has quantity above 1, and uuids stay unique', () => {
      fc.assert(
        fc.property(cartArb(), cartArb(), (server, local) => {
          const merged = mergeCarts(server, local);
          expect(merged.filter(isEngravedLine).every((each) => each.quantity === 1)).toBe(true);
          expect(new Set(merged.map((each) => each.uuid)).size).toBe(merged.length);
        }),
      );
    });

    it('merging never creates two unengraved lines of the same identity', () => {
      fc.assert(
        fc.property(cartArb(), cartArb(), (server, local) => {
          const seen = new Set<string>();
          const serverKeys = new Set<string>();
          for (const each of server)
            if (!isEngravedLine(each)) serverKeys.add(`${each.code}|${each.hasAppleCare}`);
          for (const each of mergeCarts(server, local).slice(server.length)) {
            if (isEngravedLine(each)) continue;
            const key = `${each.code}|${each.hasAppleCare}`;
            expect(serverKeys.has(key) || seen.has(key)).toBe(false);
            seen.add(key);
          }
        }),
      );
    });
  });
});
