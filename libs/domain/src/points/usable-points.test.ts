import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usablePoints } from './usable-points';

describe('usablePoints: a count of points the shop can rely on', () => {
  it('keeps a whole number of 0 or more as it is', () => {
    expect(usablePoints(0)).toBe(0);
    expect(usablePoints(166_667)).toBe(166_667);
  });

  it('drops the fraction of a point: 10.9 points are 10', () => {
    expect(usablePoints(10.9)).toBe(10);
  });

  it('counts a negative number, not-a-number or infinity as no points: never more than it can read', () => {
    expect(usablePoints(-5)).toBe(0);
    expect(usablePoints(Number.NaN)).toBe(0);
    expect(usablePoints(Infinity)).toBe(0);
  });

  describe('properties', () => {
    it('is always a whole number of 0 or more, never above the input', () => {
      fc.assert(
        fc.property(fc.double(), (value) => {
          const points = usablePoints(value);
          expect(Number.isSafeInteger(points) && points >= 0).toBe(true);
          if (Number.isFinite(value) && value >= 0) expect(points).toBeLessThanOrEqual(value);
        }),
      );
    });
  });
});
