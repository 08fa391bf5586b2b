import type { Language } from '../config/business-constants';

const collators = new Map<Language, Intl.Collator>();

function collatorFor(lang: Language): Intl.Collator {
  let collator = collators.get(lang);
  if (collator === undefined) {
    collator = new Intl.Collator(lang, { numeric: true });
    collators.set(lang, collator);
  }
  return collator;
}

/**
 * A comparison of names in a language's own alphabetical order: Thai names by
 * the Thai collation (which skips the leading vowels เ แ โ ใ ไ, so ไอโฟน files
 * under อ), English names by the English one. Digits compare as numbers
 * (iPad 9 before iPad 10). Collators are built once per language, and only
 * when two names are first compared: building one costs far more than a
 * comparison (the first `Intl` object of a page costs a phone tens of
 * milliseconds), and sorting an empty or one-name list needs none.
 */
export function compareLocalizedNames(lang: Language): (a: string, b: string) => number {
  return (a, b) => collatorFor(lang).compare(a, b);
}
