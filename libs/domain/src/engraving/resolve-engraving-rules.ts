import {
  ENGRAVING_DEFAULT_MAX_LENGTH,
  ENGRAVING_SPECIAL_MAX_LENGTH,
} from '../config/business-constants';
import type { EngravingSettings } from './engraving-settings';

/**
 * The symbols an item accepts when it sets no `allowedSpecialCharacter` of its own:
 * full stop, comma, hyphen, apostrophe, ampersand, exclamation and question marks,
 * at sign, hash, plus, slash, colon and parentheses. They cover names (`O'Neil`,
 * `A & B`), dates (`01/02`, `1.2.26`), handles (`@anna`) and short wishes (`Love!`),
 * and each is legible when cut into metal at small sizes.
 */
export const DEFAULT_ENGRAVING_SPECIAL_CHARACTERS = ".,-'&!?@#+/:()";

/** The preview's base font sizes, in CSS pixels, when the item sets none. */
export const DEFAULT_ENGRAVING_FONT_SIZE = { desktop: 24, mobile: 18 } as const;

/** How many characters a line holds at full size, when the item asks for auto-resizing without saying. */
export const DEFAULT_ENGRAVING_AUTO_RESIZE_BLOCK = 10;

/** An item's engraving settings with every default applied: what the rules check against. */
export interface EngravingRules {
  /** Whether the item can be engraved. */
  readonly offered: boolean;
  /** 1, or 2 when the item allows a second line. */
  readonly lineCount: 1 | 2;
  /** Limit of a line of English letters, digits and spaces (`en` in the messages). */
  readonly englishMaxLength: number;
  /** Limit of a line holding Thai or special characters (`th` in the messages). */
  readonly thaiOrSpecialMaxLength: number;
  /** The symbols accepted beyond letters, digits and space (each once). */
  readonly specialCharacters: string;
  /** The most symbols a single line may hold. */
  readonly specialCharacterMaxLength: number;
  readonly thaiAllowed: boolean;
  readonly uppercaseOnly: boolean;
  readonly autoResize: boolean;
  /** Characters a line holds at the base font size before it shrinks (at least 1). */
  readonly autoResizeBlock: number;
  /** Base preview font sizes in CSS pixels (at least 1). */
  readonly fontSize: { readonly desktop: number; readonly mobile: number };
}

function positiveOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

const ALWAYS_ALLOWED = /[A-Za-z0-9 ]/;

/**
 * Applies the defaults of spec sections 5 and 9 to an item's settings: a missing or zero limit
 * becomes 30 characters for an English/numeric line (`ENGRAVING_DEFAULT_MAX_LENGTH`) and 12 for
 * a Thai/special line and for the symbols of a line (`ENGRAVING_SPECIAL_MAX_LENGTH`); a missing
 * or empty symbol list becomes {@link DEFAULT_ENGRAVING_SPECIAL_CHARACTERS}; missing flags are N,
 * so Thai is accepted only when the item says so. Letters, digits and space listed among the
 * item's symbols are dropped from `specialCharacters` (they are always allowed and never special);
 * Thai listed there is dropped too, since only `thaiAllowed` decides about Thai.
 */
export function resolveEngravingRules(settings: EngravingSettings): EngravingRules {
  const listed = settings.allowedSpecialCharacter ?? '';
  const symbols = [...new Set(listed.length > 0 ? listed : DEFAULT_ENGRAVING_SPECIAL_CHARACTERS)]
    .filter((character) => !ALWAYS_ALLOWED.test(character) && !/[\u0E00-\u0E7F]/.test(character))
    .join('');
  return {
    offered: settings.engraving,
    lineCount: (settings.engravingLine ?? 1) >= 2 ? 2 : 1,
    englishMaxLength: positiveOr(settings.engAndNumericMaxLenght, ENGRAVING_DEFAULT_MAX_LENGTH),
    thaiOrSpecialMaxLength: positiveOr(
      settings.localAndSpecialMaxLenght,
      ENGRAVING_SPECIAL_MAX_LENGTH,
    ),
    specialCharacters: symbols,
    specialCharacterMaxLength: positiveOr(
      settings.specialCharacterMaxLength,
      ENGRAVING_SPECIAL_MAX_LENGTH,
    ),
    thaiAllowed: settings.thaiAllowed ?? false,
    uppercaseOnly: settings.uppercaseOnly ?? false,
    autoResize: settings.autoResize ?? false,
    autoResizeBlock: positiveOr(settings.autoResizeBlock, DEFAULT_ENGRAVING_AUTO_RESIZE_BLOCK),
    fontSize: {
      desktop: positiveOr(settings.desktopFontSize, DEFAULT_ENGRAVING_FONT_SIZE.desktop),
      mobile: positiveOr(settings.mobileFontSize, DEFAULT_ENGRAVING_FONT_SIZE.mobile),
    },
  };
}
