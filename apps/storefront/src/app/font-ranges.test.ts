import fc from 'fast-check';
import { en, th } from '@rewards/messages';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  LATIN_CORE_RANGE,
  LATIN_RANGE,
  LATIN_REST_RANGE,
  rangeOf,
  THAI_RANGE,
} from './font-ranges';

describe('font ranges', () => {
  it('reads back every set of code points it writes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 60 }),
        (points) => {
          expect(codePointsOf(rangeOf(points))).toEqual([...points].sort((a, b) => a - b));
        },
      ),
    );
    expect(rangeOf([0x41, 0x20, 0x21, 0x22, 0x2026])).toBe('U+0020-0022,U+0041,U+2026');
  });

  it('splits the Latin file into a core and a rest that do not overlap and leave nothing out', () => {
    const core = codePointsOf(LATIN_CORE_RANGE);
    const rest = codePointsOf(LATIN_REST_RANGE);
    expect(core.filter((point) => rest.includes(point))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePointsOf(LATIN_RANGE));
  });

  it('sets every character of the shop’s messages, in both languages, in the Thai or core Latin face', () => {
    const drawn = new Set([...codePointsOf(THAI_RANGE), ...codePointsOf(LATIN_CORE_RANGE)]);
    const missing = new Set<string>();
    for (const text of [...Object.values(en), ...Object.values(th)]) {
      for (const character of text) {
        if (character !== '\n' && !drawn.has(character.codePointAt(0)!)) missing.add(character);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
