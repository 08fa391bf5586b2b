import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  textOutliner,
  type TextLine,
  type TextOutliner,
  type TextWeight,
} from '../../src/images/text-outline';

/** The lines the tests below set, in every weight. */
const TEXTS = [
  'ร้านค้าแลกคะแนน',
  'Rewards Store',
  'ไอโฟน 17 โปร',
  'ร',
  'ร้',
  'ไอโฟนโปร',
  'Free delivery',
  'Rewards',
];
const WEIGHTS: readonly TextWeight[] = [400, 600, 700];

let outliner: TextOutliner;

beforeAll(async () => {
  outliner = await textOutliner(
    TEXTS.flatMap((text) => WEIGHTS.map((weight) => ({ text, weight }))),
  );
});

/** Every point of path data, as [x, y]. */
function points(d: string): [number, number][] {
  return [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

function box(d: string) {
  const all = points(d);
  return {
    left: Math.min(...all.map(([x]) => x)),
    right: Math.max(...all.map(([x]) => x)),
    top: Math.min(...all.map(([, y]) => y)),
    bottom: Math.max(...all.map(([, y]) => y)),
  };
}

const at = (text: string, more: Partial<TextLine> = {}): TextLine => ({
  text,
  x: 100,
  y: 200,
  size: 40,
  weight: 400,
  anchor: 'start',
  ...more,
});

describe('text as outlines', () => {
  it('draws Thai and Latin, from the pen position rightwards, on the baseline', () => {
    for (const text of ['ร้านค้าแลกคะแนน', 'Rewards Store', 'ไอโฟน 17 โปร']) {
      const d = outliner.outline(at(text));
      expect(d).toMatch(/^M/);
      const { left, right, bottom } = box(d);
      expect(left).toBeGreaterThanOrEqual(95);
      expect(right).toBeLessThanOrEqual(100 + outliner.width(text, 40, 400) + 1);
      // Nothing hangs far below the baseline (y grows downwards).
      expect(bottom).toBeLessThan(200 + 40 * 0.4);
    }
  });

  it('sets a Thai tone mark above its consonant', () => {
    const bare = box(outliner.outline(at('ร')));
    const marked = box(outliner.outline(at('ร้')));
    expect(marked.top).toBeLessThan(bare.top - 5);
    expect(outliner.width('ร้', 40, 400)).toBeCloseTo(outliner.width('ร', 40, 400), 5);
  });

  it('keeps the digits and spaces of Thai text (drawn from the Latin file)', () => {
    expect(outliner.width('ไอโฟน 17 โปร', 40, 600)).toBeGreaterThan(
      outliner.width('ไอโฟนโปร', 40, 600) + 40,
    );
  });

  it('centres a line on x when anchored in the middle', () => {
    const { left, right } = box(
      outliner.outline(at('Free delivery', { x: 400, anchor: 'middle' })),
    );
    expect(Math.abs((left + right) / 2 - 400)).toBeLessThan(3);
  });

  it('bold is wider than regular, and size scales the width', () => {
    expect(outliner.width('Rewards', 40, 700)).toBeGreaterThan(outliner.width('Rewards', 40, 400));
    expect(outliner.width('Rewards', 80, 400)).toBeCloseTo(2 * outliner.width('Rewards', 40, 400));
  });

  it('property: any text gives path data of finite points only, and never throws', async () => {
    const character = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCodePoint(code)),
      fc.integer({ min: 0x0e01, max: 0x0e5b }).map((code) => String.fromCodePoint(code)),
      fc.constantFrom('€', '\u200b', '😀', '中'),
    );
    return fc.assert(
      fc.asyncProperty(
        fc.array(character, { maxLength: 30 }).map((parts) => parts.join('')),
        fc.constantFrom(400, 600, 700) as fc.Arbitrary<400 | 600 | 700>,
        async (text, weight) => {
          const one = await textOutliner([{ text, weight }]);
          const d = one.outline(at(text, { weight }));
          expect(d).toMatch(/^[MLQCZ\d.,\s-]*$/);
          for (const [x, y] of points(d)) {
            expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
          }
          expect(one.width(text, 40, weight)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers only for the lines it was made for', () => {
    expect(() => outliner.width('Not set', 40, 400)).toThrow(/was not set/);
  });
});
