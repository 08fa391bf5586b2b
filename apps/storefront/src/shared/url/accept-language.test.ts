import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageOf } from './accept-language';

describe('languageOf (a page asked for without lang)', () => {
  it('takes the first of English and Thai the browser prefers, by weight', () => {
    expect(languageOf('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(languageOf('en-GB,en;q=0.9,th;q=0.8')).toBe('en');
    expect(languageOf('fr-FR,th;q=0.4,en;q=0.5')).toBe('en');
    expect(languageOf('fr-FR,en;q=0.1,th;q=0.9')).toBe('th');
    expect(languageOf('de, TH;q=0.7')).toBe('th');
  });

  it('English when the browser says nothing usable', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('fr, de;q=0.5')).toBe('en');
    expect(languageOf('th;q=0, ja')).toBe('en');
    expect(languageOf('th;q=abc')).toBe('en');
  });

  it('property: any header gives one of the two languages', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(['en', 'th']).toContain(languageOf(header));
      }),
    );
  });
});
