import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeQuantityInput } from './sanitize-quantity-input';
import { quantityInputArb } from '../testing/cart.arbitraries';
import { untrustedTextArb } from '../testing/engraving.arbitraries';

describe('sanitizeQuantityInput: the quantity box while typing, "digits only, max 3 chars"', () => {
  it('keeps digits only', () => {
    expect(sanitizeQuantityInput('1a2')).toBe('12');
    expect(sanitizeQuantityInput('-3')).toBe('3');
    expect(sanitizeQuantityInput('1.5')).toBe('15');
    // Thai digits are not the ASCII digits the server reads
    expect(sanitizeQuantityInput('๑')).toBe('');
  });

  it('keeps at most 3 characters', () => {
    expect(sanitizeQuantityInput('12345')).toBe('123');
  });

  describe('properties', () => {
    it('the box never holds more than 3 characters, all digits', () => {
      fc.assert(
        fc.property(fc.oneof(quantityInputArb(), untrustedTextArb()), (typed) => {
          expect(sanitizeQuantityInput(typed)).toMatch(/^[0-9]{0,3}$/);
        }),
      );
    });

    it('sanitizing twice changes nothing more', () => {
      fc.assert(
        fc.property(quantityInputArb(), (typed) => {
          const once = sanitizeQuantityInput(typed);
          expect(sanitizeQuantityInput(once)).toBe(once);
        }),
      );
    });
  });
});
