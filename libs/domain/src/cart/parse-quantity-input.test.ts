import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUANTITY,
  MAX_QUANTITY_INPUT,
  MIN_QUANTITY,
  parseQuantityInput,
} from './parse-quantity-input';
import { quantityInputArb } from '../testing/cart.arbitraries';
import { untrustedTextArb } from '../testing/engraving.arbitraries';

describe('parseQuantityInput: the quantity applied on blur, "min 1, default 1", 3 digits at most', () => {
  describe('parseQuantityInput (applied on blur)', () => {
    it('reads the digits', () => {
      expect(parseQuantityInput('2')).toBe(2);
      expect(parseQuantityInput(' 12 ')).toBe(12);
      expect(parseQuantityInput('999')).toBe(999);
    });

    it('default 1 when empty or without digits', () => {
      expect(DEFAULT_QUANTITY).toBe(1);
      expect(parseQuantityInput('')).toBe(1);
      expect(parseQuantityInput('abc')).toBe(1);
    });

    it('min 1', () => {
      expect(MIN_QUANTITY).toBe(1);
      expect(parseQuantityInput('0')).toBe(1);
      expect(parseQuantityInput('000')).toBe(1);
    });

    it('max 3 characters: 999 at most', () => {
      expect(MAX_QUANTITY_INPUT).toBe(999);
      expect(parseQuantityInput('1000')).toBe(100);
    });
  });

  describe('properties', () => {
    it('the quantity parser never returns below 1 or above 999, and always a whole number', () => {
      fc.assert(
        fc.property(fc.oneof(quantityInputArb(), untrustedTextArb()), (typed) => {
          const quantity = parseQuantityInput(typed);
          expect(Number.isInteger(quantity)).toBe(true);
          expect(quantity).toBeGreaterThanOrEqual(1);
          expect(quantity).toBeLessThanOrEqual(999);
        }),
      );
    });

    it('every quantity from 1 to 999 reads back as itself', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 999 }), (quantity) => {
          expect(parseQuantityInput(String(quantity))).toBe(quantity);
        }),
      );
    });
  });
});
