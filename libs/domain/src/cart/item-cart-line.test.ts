import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueItemArb } from '../testing';
import { itemCartLine, type CartLineChoice, type CartLineItem } from './item-cart-line';

const itemArb: fc.Arbitrary<CartLineItem> = catalogueItemArb().chain((sample) =>
  fc
    .record({
      description: fc.option(fc.string(), { nil: undefined }),
      images: fc.array(fc.record({ url: fc.webUrl(), name: fc.string() }), { maxLength: 3 }),
    })
    .map(({ description, images }) => ({
      code: sample.code,
      partNumber: `${sample.code}-TH/A`,
      name: `${sample.code} name`,
      thaiName: `${sample.code} ชื่อ`,
      images,
      unitPrice: sample.unitPrice,
      ...(sample.appleCare === undefined
        ? {}
        : {
            appleCare: {
              ...sample.appleCare,
              code: 'AC+',
              ...(description === undefined ? {} : { description }),
            },
          }),
      ...(sample.endDate === undefined ? {} : { endDate: sample.endDate }),
      limit: sample.limit,
      maxQuantity: sample.maxQuantity,
      engraving: sample.engraving,
      prices: sample.prices,
    })),
);

const choiceArb: fc.Arbitrary<CartLineChoice> = fc.record({
  uuid: fc.uuid(),
  quantity: fc.integer({ min: 0, max: 10 }),
  hasAppleCare: fc.boolean(),
  persMesg1: fc.string({ maxLength: 20 }),
  persMesg2: fc.string({ maxLength: 20 }),
  checked: fc.boolean(),
});

describe('itemCartLine (spec section 3, "Cart line")', () => {
  it('the shopper’s choices come from the choice, everything else from the item today', () => {
    fc.assert(
      fc.property(itemArb, choiceArb, (item, choice) => {
        const line = itemCartLine(item, choice);
        expect(line).toEqual({
          ...choice,
          code: item.code,
          partNumber: item.partNumber,
          name: item.name,
          thaiName: item.thaiName,
          images: item.images,
          unitPrice: item.unitPrice,
          ...(item.appleCare === undefined ? {} : { appleCare: item.appleCare }),
          ...(item.endDate === undefined ? {} : { endDate: item.endDate }),
          limit: item.limit,
          maxQuantity: item.maxQuantity,
          engraving: item.engraving,
          prices: item.prices,
        });
      }),
    );
  });

  it('an absent end date or care plan is no key at all (not an undefined one)', () => {
    fc.assert(
      fc.property(itemArb, choiceArb, (item, choice) => {
        const line = itemCartLine(item, choice);
        expect('endDate' in line).toBe(item.endDate !== undefined);
        expect('appleCare' in line).toBe(item.appleCare !== undefined);
        if (line.appleCare !== undefined)
          expect('description' in line.appleCare).toBe(item.appleCare?.description !== undefined);
      }),
    );
  });

  it('keeps no field of the item a line does not have', () => {
    const item = { ...fc.sample(itemArb, 1)[0]!, description: 'long text', attributes: {} };
    const line = itemCartLine(item, fc.sample(choiceArb, 1)[0]!);
    expect(line).not.toHaveProperty('description');
    expect(line).not.toHaveProperty('attributes');
  });
});
