import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name';
import { englishProductNameArb, optionalThaiNameArb } from '../testing/catalogue.arbitraries';

describe('name (Thai name in Thai)', () => {
  const iphone = { name: 'iPhone', thaiName: 'ไอโฟน' };

  it('English shows the name, Thai the Thai name', () => {
    expect(localizedName(iphone, 'en')).toBe('iPhone');
    expect(localizedName(iphone, 'th')).toBe('ไอโฟน');
  });

  it('a missing or blank Thai name falls back to the English name', () => {
    expect(localizedName({ name: 'Mac' }, 'th')).toBe('Mac');
    expect(localizedName({ name: 'Mac', thaiName: null }, 'th')).toBe('Mac');
    expect(localizedName({ name: 'Mac', thaiName: '  ' }, 'th')).toBe('Mac');
  });

  describe('properties', () => {
    it('the name shown is always the English or the Thai name, and never blank when the English one is not', () => {
      fc.assert(
        fc.property(
          englishProductNameArb(),
          optionalThaiNameArb(),
          fc.constantFrom('en' as const, 'th' as const),
          (name, thaiName, lang) => {
            const shown = localizedName({ name, thaiName }, lang);
            return (shown === name || shown === thaiName) && shown.trim() !== '';
          },
        ),
      );
    });
  });
});
