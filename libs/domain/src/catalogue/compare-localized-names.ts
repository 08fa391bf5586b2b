import type { Language } from '../config/business-constants';

const collators = new Map<Language, Intl.Collator>();

/**
 * A comparison of names in a language's own alphabetical order: Thai names by
 * the Thai collation (which skips the leading vowels เ แ โ ใ ไ, so ไอโฟน files
 * under อ), English names by the English one. Digits compare as numbers
 * (iPad 9 before iPad 10). Collators are built once per language because
 * building one costs far more than a comparison.
 */
export function compareLocalizedNames(lang: Language): (a: string, b: string) => number {
  let collator = collators.get(lang);
  if (collator === undefined) {
    collator = new Intl.Collator(lang, { numeric: true });
    collators.set(lang, collator);
  }
  return collator.compare;
}
