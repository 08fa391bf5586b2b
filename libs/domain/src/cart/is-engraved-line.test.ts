import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngravedLine } from './is-engraved-line';
import { englishEngravingTextArb } from '../testing/engraving.arbitraries';

describe('isEngravedLine: "An engraved line with a message"', () => {
  it('a message on either line makes the line engraved', () => {
    expect(isEngravedLine({ persMesg1: 'ANNA', persMesg2: '' })).toBe(true);
    expect(isEngravedLine({ persMesg1: '', persMesg2: 'LOVE' })).toBe(true);
    expect(isEngravedLine({ persMesg1: '', persMesg2: '' })).toBe(false);
  });

  describe('properties', () => {
    it('engraved exactly when some message is not empty', () => {
      fc.assert(
        fc.property(
          englishEngravingTextArb({ maxLength: 3 }),
          englishEngravingTextArb({ maxLength: 3 }),
          (first, second) => {
            expect(isEngravedLine({ persMesg1: first, persMesg2: second })).toBe(
              first.length + second.length > 0,
            );
          },
        ),
      );
    });
  });
});
