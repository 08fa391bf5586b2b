/**
 * The item-selection area reports no errors: the picker only offers choices
 * that lead to an item, and an invalid value restored from a query string is
 * dropped rather than reported (spec section 2: the query restores a
 * selection, it does not validate one). The list exists so that every area
 * has the same shape.
 */
export const itemSelectionErrorCodes = [] as const;

/** An item-selection error code (there are none). */
export type ItemSelectionErrorCode = (typeof itemSelectionErrorCodes)[number];
