import type { DomainError } from '../shared/domain-error';

/**
 * The broken rules of an item engraving (spec sections 3, 4 and 5, "Engraving").
 * Every per-line error carries `line` (1 or 2) so the form can show it under its field.
 * A missing first line on save uses the shared `'field.required'` code.
 */
export const engravingErrorCodes = [
  /**
   * A line is longer than its limit; carries both limits `en` and `th` and the `line`:
   * 'The maximum no. of characters for each line is {en} characters (for English language)
   * and {th} characters (for Thai language) including spacing'.
   */
  'engraving.tooLong',
  /**
   * Characters outside the item's allowed set; `characters` lists each offender once,
   * in the order typed, separated by a space: 'These characters cannot be engraved'.
   */
  'engraving.bannedCharacters',
  /**
   * Thai text on an item whose `thaiAllowed` is N; `characters` lists the Thai ones.
   * Proposed: 'Thai characters cannot be engraved on this item'.
   */
  'engraving.thaiNotAllowed',
  /**
   * More special characters in a line than `specialCharacterMaxLength` (`max`).
   * Proposed: 'Each line may contain at most {max} special characters'.
   */
  'engraving.tooManySpecialCharacters',
  /** Text on a second line of an item engraved on one line only. Proposed: 'This item can be engraved on one line only'. */
  'engraving.secondLineNotAllowed',
  /** Engraving text for an item that offers no engraving. Proposed: 'This item cannot be engraved'. */
  'engraving.notOffered',
  /** Save clicked without ticking the confirmation. Proposed: 'Please confirm your engraving text before continuing'. */
  'engraving.confirmationRequired',
  /**
   * A warning, not an error: engraving an item while its quantity is above 1.
   * Proposed: 'An engraved item is sold one per line: the quantity will be set to 1'.
   */
  'engraving.quantityWillBeSetToOne',
] as const;

/** A code of {@link engravingErrorCodes}. */
export type EngravingErrorCode = (typeof engravingErrorCodes)[number];

/** An engraving error, or the shared `'field.required'` for a missing first line. */
export type EngravingError = DomainError<EngravingErrorCode | 'field.required'>;
