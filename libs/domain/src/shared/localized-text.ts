import type { Language } from '../config/business-constants';

/**
 * The text to show in a language when content comes in English and maybe in
 * Thai (a name, a description, a notice, an error title): the Thai text in
 * Thai unless it is missing or blank, else the English text. Content editors
 * often leave the Thai field empty; falling back keeps the page from showing
 * nothing, and the English text is the one every record must have. An
 * optional text (a tooltip, a warning) may have neither: then it is
 * `undefined`, and the Thai text alone still shows in Thai.
 */
export function localizedText(
  english: string,
  thai: string | null | undefined,
  lang: Language,
): string;
export function localizedText(
  english: string | undefined,
  thai: string | null | undefined,
  lang: Language,
): string | undefined;
export function localizedText(
  english: string | undefined,
  thai: string | null | undefined,
  lang: Language,
): string | undefined {
  return lang === 'th' && thai !== undefined && thai !== null && thai.trim() !== ''
    ? thai
    : english;
}
