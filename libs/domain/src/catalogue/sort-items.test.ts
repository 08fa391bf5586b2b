import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import { sortItems } from './sort-items';
import { sortableItemArb } from '../testing/catalogue.arbitraries';

const items = [
  { code: 'MAC1', name: 'MacBook Air', thaiName: 'แมคบุ๊ก แอร์', unitPrice: thb('39900.00') },
  { code: 'IP16', name: 'iPhone 16', thaiName: 'ไอโฟน 16', unitPrice: thb('29900.00') },
  { code: 'APP4', name: 'AirPods 4', thaiName: 'แอร์พอด 4', unitPrice: thb('4990.00') },
  { code: 'IP9', name: 'iPad 9', thaiName: 'ไอแพด 9', unitPrice: thb('29900.00') },
];
const codes = (list: readonly { code: string }[]): string[] => list.map((item) => item.code);

describe('Item list sorting: Name, Price ascending, Price descending', () => {
  it('a2z: by English name in English', () => {
    expect(codes(sortItems(items, 'a2z', 'en'))).toEqual(['APP4', 'IP9', 'IP16', 'MAC1']);
  });

  it('a2z in Thai: by the Thai name in Thai order', () => {
    expect(codes(sortItems(items, 'a2z', 'th'))).toEqual(['MAC1', 'APP4', 'IP9', 'IP16']);
  });

  it('low2high: cheapest first; equal prices (THB 29,900) by name', () => {
    expect(codes(sortItems(items, 'low2high', 'en'))).toEqual(['APP4', 'IP9', 'IP16', 'MAC1']);
  });

  it('high2low: dearest first; equal prices still by name A to Z', () => {
    expect(codes(sortItems(items, 'high2low', 'en'))).toEqual(['MAC1', 'IP9', 'IP16', 'APP4']);
  });

  it('prices compare as decimals: THB 1,000.10 above THB 999.99 and THB 1,000.01', () => {
    const close = [
      { code: 'B', name: 'B', unitPrice: thb('1000.10') },
      { code: 'A', name: 'A', unitPrice: thb('999.99') },
      { code: 'C', name: 'C', unitPrice: thb('1000.01') },
    ];
    expect(codes(sortItems(close, 'high2low', 'en'))).toEqual(['B', 'C', 'A']);
  });

  it('equal names and prices fall back to the item code', () => {
    const twins = [
      { code: 'Z1', name: 'Cable', unitPrice: thb(990) },
      { code: 'A1', name: 'Cable', unitPrice: thb(990) },
    ];
    expect(codes(sortItems(twins, 'a2z', 'en'))).toEqual(['A1', 'Z1']);
  });

  describe('properties', () => {
    const listArb = fc.uniqueArray(sortableItemArb(), {
      maxLength: 20,
      selector: (item) => item.code,
    });
    const langArb = fc.constantFrom('en' as const, 'th' as const);

    it('price ascending never puts a dearer item before a cheaper one; descending the reverse', () => {
      fc.assert(
        fc.property(listArb, langArb, (list, lang) => {
          const up = sortItems(list, 'low2high', lang);
          const down = sortItems(list, 'high2low', lang);
          return (
            up.every((item, i) => i === 0 || (up[i - 1]?.unitPrice.lte(item.unitPrice) ?? false)) &&
            down.every(
              (item, i) => i === 0 || (down[i - 1]?.unitPrice.gte(item.unitPrice) ?? false),
            )
          );
        }),
      );
    });

    it('every order is a permutation that does not depend on the order items arrived in', () => {
      fc.assert(
        fc.property(
          listArb,
          langArb,
          fc.constantFrom('a2z' as const, 'low2high' as const, 'high2low' as const),
          (list, lang, order) => {
            const sorted = sortItems(list, order, lang);
            const again = sortItems([...list].reverse(), order, lang);
            return (
              sorted.length === list.length &&
              list.every((item) => sorted.includes(item)) &&
              codes(sorted).join() === codes(again).join()
            );
          },
        ),
      );
    });
  });
});
