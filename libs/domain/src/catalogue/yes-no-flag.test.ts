import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFlagSet } from './yes-no-flag';

describe('Y/N flags (useListing, hasItemNew, highlight)', () => {
  it("true and 'Y' are set; false, 'N' and a missing flag are not", () => {
    expect(isFlagSet(true)).toBe(true);
    expect(isFlagSet('Y')).toBe(true);
    expect(isFlagSet(false)).toBe(false);
    expect(isFlagSet('N')).toBe(false);
    expect(isFlagSet(null)).toBe(false);
    expect(isFlagSet(undefined)).toBe(false);
  });

  describe('properties', () => {
    it('no other value is ever read as set', () => {
      fc.assert(
        fc.property(
          fc.anything(),
          (value) => isFlagSet(value as never) === (value === true || value === 'Y'),
        ),
      );
    });
  });
});
