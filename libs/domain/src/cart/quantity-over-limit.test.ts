import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantityOverLimit } from './quantity-over-limit';

describe('quantityOverLimit: the max quantity message as soon as the typed value is above it', () => {
  const limited = { limit: true, maxQuantity: 2 };

  it('above maxQuantity gives the limit; at or below it nothing', () => {
    expect(quantityOverLimit(limited, '3')).toBe(2);
    expect(quantityOverLimit(limited, 3)).toBe(2);
    expect(quantityOverLimit(limited, '2')).toBeUndefined();
    expect(quantityOverLimit(limited, '1')).toBeUndefined();
  });

  it('reads the digits being typed; an empty box is not over', () => {
    expect(quantityOverLimit(limited, '1a0')).toBe(2);
    expect(quantityOverLimit(limited, '')).toBeUndefined();
    expect(quantityOverLimit(limited, 'x')).toBeUndefined();
  });

  it('an item without limit (limit N) is never over', () => {
    expect(quantityOverLimit({ limit: false, maxQuantity: 2 }, '999')).toBeUndefined();
  });

  describe('properties', () => {
    it('over exactly when limited and the quantity exceeds maxQuantity, and then says maxQuantity', () => {
      fc.assert(
        fc.property(
          fc.boolean(),
          fc.integer({ min: 0, max: 999 }),
          fc.integer({ min: 1, max: 999 }),
          (limit, maxQuantity, quantity) => {
            const over = quantityOverLimit({ limit, maxQuantity }, String(quantity));
            return limit && quantity > maxQuantity ? over === maxQuantity : over === undefined;
          },
        ),
      );
    });
  });
});
