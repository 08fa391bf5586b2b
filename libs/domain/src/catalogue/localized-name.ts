import type { Language } from '../config/business-constants';
import { localizedText } from '../shared/localized-text';

/** Something with an English name and maybe a Thai one (a category, catalogue or item). */
export interface Named {
  readonly name: string;
  readonly thaiName?: string | null;
}

/**
 * The name to show and sort by in a language: the Thai name in Thai
 * ("name (Thai name in Thai)"), falling back to the English name when the
 * Thai one is missing or blank, so that nothing is ever shown nameless
 * (`localizedText`).
 */
export function localizedName(named: Named, lang: Language): string {
  return localizedText(named.name, named.thaiName, lang);
}
