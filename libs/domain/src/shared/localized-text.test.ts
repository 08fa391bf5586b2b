import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text';

describe('localizedText (Thai text unless blank, else English)', () => {
  it('English shows the English text, Thai the Thai text', () => {
    expect(localizedText('Free Shipping', 'จัดส่งฟรี', 'en')).toBe('Free Shipping');
    expect(localizedText('Free Shipping', 'จัดส่งฟรี', 'th')).toBe('จัดส่งฟรี');
  });

  it('a missing, null or blank Thai text falls back to the English text', () => {
    expect(localizedText('Notice', undefined, 'th')).toBe('Notice');
    expect(localizedText('Notice', null, 'th')).toBe('Notice');
    expect(localizedText('Notice', '', 'th')).toBe('Notice');
    expect(localizedText('Notice', ' \t\n', 'th')).toBe('Notice');
  });

  it('an optional text (a tooltip, a warning) may lack the English too: then only the Thai text shows, if any', () => {
    const english: string | undefined = undefined;
    const shown: string | undefined = localizedText(english, 'คำเตือน', 'th');
    expect(shown).toBe('คำเตือน');
    expect(localizedText(english, 'คำเตือน', 'en')).toBeUndefined();
    expect(localizedText(english, ' ', 'th')).toBeUndefined();
  });

  it('keeps the Thai text as written (no trimming of what is shown)', () => {
    expect(localizedText('A', ' ก ', 'th')).toBe(' ก ');
  });

  describe('properties', () => {
    const lang = fc.constantFrom('en' as const, 'th' as const);
    const thai = fc.option(fc.string(), { nil: undefined });

    it('English always gets the English text', () => {
      fc.assert(
        fc.property(
          fc.string(),
          thai,
          (english, th) => localizedText(english, th, 'en') === english,
        ),
      );
    });

    it('the result is the English or the Thai text, and the Thai one only when it is not blank', () => {
      fc.assert(
        fc.property(fc.string(), thai, lang, (english, th, language) => {
          const shown = localizedText(english, th, language);
          if (shown === english)
            return language === 'en' || th === undefined || th.trim() === '' || th === english;
          return language === 'th' && shown === th && th.trim() !== '';
        }),
      );
    });
  });
});
