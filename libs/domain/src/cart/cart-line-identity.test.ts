import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineIdentity } from './cart-line-identity';

const identity = (code: string, hasAppleCare: boolean, persMesg1 = '', persMesg2 = ''): string =>
  cartLineIdentity({ code, hasAppleCare, persMesg1, persMesg2 });

describe('cartLineIdentity: "same code, care-plan flag and engraving lines"', () => {
  it('lines of the same code, care-plan flag and engraving share a key', () => {
    expect(identity('IPH16', true, 'ANNA')).toBe(identity('IPH16', true, 'ANNA'));
  });

  it('any difference in one of the four makes another key', () => {
    const key = identity('IPH16', false, 'ANNA', 'TOM');
    expect(identity('IPH15', false, 'ANNA', 'TOM')).not.toBe(key);
    expect(identity('IPH16', true, 'ANNA', 'TOM')).not.toBe(key);
    expect(identity('IPH16', false, 'ANNA ', 'TOM')).not.toBe(key);
    expect(identity('IPH16', false, 'ANNA', '')).not.toBe(key);
  });

  it('text cannot shift between the fields and collide', () => {
    expect(identity('A', false, 'B|C', '')).not.toBe(identity('A', false, 'B', 'C'));
    expect(identity('A","B', false)).not.toBe(identity('A', false, 'B'));
  });

  describe('properties', () => {
    it('two lines share a key exactly when all four fields are equal', () => {
      const text = fc.string({
        unit: fc.constantFrom('A', '"', ',', '|', '\\', ' '),
        maxLength: 3,
      });
      const fields = fc.tuple(text, fc.boolean(), text, text);
      fc.assert(
        fc.property(fields, fields, (a, b) => {
          const same = a.every((value, index) => value === b[index]);
          expect(identity(...a) === identity(...b)).toBe(same);
        }),
      );
    });
  });
});
