import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCartPrefill } from './format-cart-prefill';
import { parseCartPrefill } from './parse-cart-prefill';
import { cartPrefillEntryArb } from '../testing/cart.arbitraries';
import { untrustedTextArb } from '../testing/engraving.arbitraries';

/** The query of a link, read the way the storefront reads it. */
const query = (search: string): Record<string, string | null> => {
  const params = new URLSearchParams(search);
  return {
    codes: params.get('codes'),
    quantities: params.get('quantities'),
    hasAppleCares: params.get('hasAppleCares'),
    engravings: params.get('engravings'),
  };
};

describe('parseCartPrefill: "Step 1 query may prefill: codes, quantities, hasAppleCares, engravings (comma lists)"', () => {
  it('reads the lists position by position, two engraving lines written line1|line2', () => {
    expect(
      parseCartPrefill(
        query('codes=IPH16,APW10&quantities=1,2&hasAppleCares=Y,N&engravings=FOR+ANNA|LOVE+TOM,'),
      ),
    ).toEqual({
      ok: true,
      value: [
        {
          code: 'IPH16',
          quantity: 1,
          hasAppleCare: true,
          engraving: { persMesg1: 'FOR ANNA', persMesg2: 'LOVE TOM' },
        },
        {
          code: 'APW10',
          quantity: 2,
          hasAppleCare: false,
          engraving: { persMesg1: '', persMesg2: '' },
        },
      ],
    });
  });

  it('hasAppleCares and engravings are optional; flags may be Y/N or true/false', () => {
    expect(parseCartPrefill({ codes: 'IPH16', quantities: '3' })).toEqual({
      ok: true,
      value: [
        {
          code: 'IPH16',
          quantity: 3,
          hasAppleCare: false,
          engraving: { persMesg1: '', persMesg2: '' },
        },
      ],
    });
    const flags = parseCartPrefill({
      codes: 'A,B,C',
      quantities: '1,1,1',
      hasAppleCares: 'true,FALSE,y',
    });
    expect(flags.ok && flags.value.map((entry) => entry.hasAppleCare)).toEqual([true, false, true]);
  });

  it('commas, bars and percent signs inside an engraving line are percent-encoded', () => {
    const parsed = parseCartPrefill({
      codes: 'A',
      quantities: '1',
      engravings: 'A%2C B%7CC 100%25|%E0%B8%81',
    });
    expect(parsed.ok && parsed.value[0]?.engraving).toEqual({
      persMesg1: 'A, B|C 100%',
      persMesg2: 'ก',
    });
  });

  it('a link without any of the lists prefills nothing', () => {
    expect(parseCartPrefill(query('lang=th'))).toEqual({ ok: true, value: [] });
  });

  describe("'Url is invalid': lists non-empty and of equal length", () => {
    it.each([
      ['an empty code list', { codes: '', quantities: '1' }],
      ['no quantities', { codes: 'A' }],
      ['no codes', { quantities: '1' }],
      ['fewer quantities than codes', { codes: 'A,B', quantities: '1' }],
      ['more care-plan flags than codes', { codes: 'A', quantities: '1', hasAppleCares: 'Y,N' }],
      ['fewer engravings than codes', { codes: 'A,B', quantities: '1,1', engravings: 'X' }],
      ['a list that is not text', { codes: ['A'], quantities: '1' }],
    ])('%s', (_case, params) => {
      expect(parseCartPrefill(params)).toEqual({
        ok: false,
        errors: [{ code: 'cart.urlInvalid' }],
      });
    });

    it('a care-plan flag that is not Y/N, three engraving lines, or a broken escape on either line, at their position', () => {
      expect(
        parseCartPrefill({
          codes: 'A,B,C,D',
          quantities: '1,1,1,1',
          hasAppleCares: 'maybe,N,N,N',
          engravings: ',X|Y|Z,100%,OK|100%',
        }),
      ).toEqual({
        ok: false,
        errors: [
          { code: 'cart.urlInvalid', position: 1 },
          { code: 'cart.urlInvalid', position: 2 },
          { code: 'cart.urlInvalid', position: 3 },
          { code: 'cart.urlInvalid', position: 4 },
        ],
      });
    });
  });

  describe("'Quantity is invalid': quantities are positive integers", () => {
    it('refuses 0, negatives, fractions, words and more than 3 digits, each at its position', () => {
      expect(parseCartPrefill({ codes: 'A,B,C,D,E,F', quantities: '0,-1,1.5,two,1000,' })).toEqual({
        ok: false,
        errors: [1, 2, 3, 4, 5, 6].map((position) => ({ code: 'cart.quantityInvalid', position })),
      });
    });
  });

  describe("'Item code or quantity is invalid'", () => {
    it('refuses an empty code or one longer than 40 characters', () => {
      expect(parseCartPrefill({ codes: `A,,${'X'.repeat(41)}`, quantities: '1,1,1' })).toEqual({
        ok: false,
        errors: [
          { code: 'cart.itemCodeOrQuantityInvalid', position: 2 },
          { code: 'cart.itemCodeOrQuantityInvalid', position: 3 },
        ],
      });
    });
  });

  describe('properties', () => {
    it('reads back exactly what formatCartPrefill wrote, through a real URL', () => {
      fc.assert(
        fc.property(fc.array(cartPrefillEntryArb(), { minLength: 1, maxLength: 5 }), (entries) => {
          const search = new URLSearchParams({ ...formatCartPrefill(entries) }).toString();
          expect(parseCartPrefill(query(search))).toEqual({ ok: true, value: entries });
        }),
      );
    });

    it('never throws, whatever the link holds, and every accepted quantity is from 1 to 999', () => {
      const value = fc.oneof(
        untrustedTextArb(),
        fc.constantFrom(',', '1,2', 'Y,N', '|,|', '%', undefined, null),
      );
      fc.assert(
        fc.property(value, value, value, value, (codes, quantities, hasAppleCares, engravings) => {
          const parsed = parseCartPrefill({ codes, quantities, hasAppleCares, engravings });
          if (parsed.ok) {
            for (const entry of parsed.value) {
              expect(
                Number.isInteger(entry.quantity) && entry.quantity >= 1 && entry.quantity <= 999,
              ).toBe(true);
            }
          }
        }),
      );
    });

    it('lists of unequal length are always refused as a whole', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 6 }),
          (codes, quantities) => {
            fc.pre(codes !== quantities);
            const parsed = parseCartPrefill({
              codes: Array.from({ length: codes }, () => 'A').join(','),
              quantities: Array.from({ length: quantities }, () => '1').join(','),
            });
            expect(parsed).toEqual({ ok: false, errors: [{ code: 'cart.urlInvalid' }] });
          },
        ),
      );
    });
  });
});
