import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareOrdinal } from './compare-ordinal';

describe('the locale-free last tie-break', () => {
  it('orders by code units: upper case before lower case, shorter prefix first', () => {
    expect(['b', 'B', 'a', 'ab'].sort(compareOrdinal)).toEqual(['B', 'a', 'ab', 'b']);
    expect(compareOrdinal('x', 'x')).toBe(0);
  });

  describe('properties', () => {
    it('is antisymmetric and zero only for equal strings', () => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.string(),
          (a, b) =>
            compareOrdinal(a, b) === -compareOrdinal(b, a) &&
            (compareOrdinal(a, b) === 0) === (a === b),
        ),
      );
    });
  });
});
