import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareLocalizedNames } from './compare-localized-names';
import { englishProductNameArb } from '../testing/catalogue.arbitraries';
import { thaiNameArb } from '../testing/account.arbitraries';

describe('names compare in the language of the page', () => {
  it('Thai names follow Thai alphabetical order, leading vowels skipped: กล้อง, แมค, ไอแพด, ไอโฟน', () => {
    const thai = ['ไอโฟน', 'แมค', 'ไอแพด', 'กล้อง'];
    expect([...thai].sort(compareLocalizedNames('th'))).toEqual(['กล้อง', 'แมค', 'ไอแพด', 'ไอโฟน']);
  });

  it('numbers inside names compare as numbers: iPad 9 before iPad 10', () => {
    expect(['iPad 10', 'iPad 9', 'AirPods'].sort(compareLocalizedNames('en'))).toEqual([
      'AirPods',
      'iPad 9',
      'iPad 10',
    ]);
  });

  it('English ignores letter case first: iPad, iPhone, Mac', () => {
    expect(['Mac', 'iPhone', 'iPad'].sort(compareLocalizedNames('en'))).toEqual([
      'iPad',
      'iPhone',
      'Mac',
    ]);
  });

  describe('properties', () => {
    it('is a consistent order: antisymmetric and reflexive, in both languages', () => {
      const nameArb = fc.oneof(englishProductNameArb(), thaiNameArb());
      fc.assert(
        fc.property(
          nameArb,
          nameArb,
          fc.constantFrom('en' as const, 'th' as const),
          (a, b, lang) => {
            const compare = compareLocalizedNames(lang);
            return Math.sign(compare(a, b)) === -Math.sign(compare(b, a)) && compare(a, a) === 0;
          },
        ),
      );
    });
  });
});
