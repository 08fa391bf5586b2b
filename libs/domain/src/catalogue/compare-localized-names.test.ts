import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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

describe('the collator is built only when names are compared', () => {
  it('asking for the comparison builds none; the first comparison builds one per language, once', async () => {
    vi.resetModules();
    const Original = Intl.Collator;
    let built = 0;
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
        super(...args);
        built += 1;
      }
    }
    Intl.Collator = Counted as typeof Intl.Collator;
    try {
      const { compareLocalizedNames: fresh } = await import('./compare-localized-names');
      const compare = fresh('th');
      expect([].sort(compare)).toEqual([]);
      expect(['ไอโฟน'].sort(compare)).toEqual(['ไอโฟน']);
      expect(built).toBe(0);
      expect(['ไอโฟน', 'แมค', 'กล้อง'].sort(compare)).toEqual(['กล้อง', 'แมค', 'ไอโฟน']);
      expect(fresh('th')('ข', 'ก')).toBeGreaterThan(0);
      expect(built).toBe(1);
    } finally {
      Intl.Collator = Original;
    }
  });
});
