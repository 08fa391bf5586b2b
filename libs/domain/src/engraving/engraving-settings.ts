/**
 * An item's engraving settings, as the item carries them (spec section 3, "Item").
 *
 * The field names are the wire names, misspellings included (`engAndNumericMaxLenght`,
 * `localAndSpecialMaxLenght`), so that a decoded item can be passed as is; Y/N flags are
 * booleans here (the contract decodes them). Only `engraving` is always present: every
 * other setting may be missing, and a missing or zero limit means "use the default"
 * (see `resolveEngravingRules`).
 */
export interface EngravingSettings {
  /** Whether the item can be engraved at all (Y/N). */
  readonly engraving: boolean;
  /** How many lines the item takes: 1, or 2 (or more, which the shop caps at its two lines). */
  readonly engravingLine?: number;
  /** The most characters of a line written with English letters, digits and spaces only. */
  readonly engAndNumericMaxLenght?: number;
  /** The most characters of a line holding any Thai or special character. */
  readonly localAndSpecialMaxLenght?: number;
  /** The symbols this item accepts beyond letters, digits and space, as one string (`"&-."`). */
  readonly allowedSpecialCharacter?: string;
  /** The most special characters (symbols) a single line may hold. */
  readonly specialCharacterMaxLength?: number;
  /** Whether Thai script may be engraved (Y/N). */
  readonly thaiAllowed?: boolean;
  /** Whether the text is engraved in capitals only (Y/N): lower case is turned to upper case. */
  readonly uppercaseOnly?: boolean;
  /** Whether the preview font shrinks as a line grows (Y/N). */
  readonly autoResize?: boolean;
  /** How many characters a line holds at the base font size before it shrinks. */
  readonly autoResizeBlock?: number;
  /** The preview's base font size on a desktop screen, in CSS pixels. */
  readonly desktopFontSize?: number;
  /** The preview's base font size on a mobile screen, in CSS pixels. */
  readonly mobileFontSize?: number;
}
