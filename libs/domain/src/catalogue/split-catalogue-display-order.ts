/** A catalogue's place on the catalogue page: a main position and a position under it. */
export interface CatalogueDisplayPosition {
  readonly main: number;
  readonly sub: number;
}

/**
 * Splits a catalogue's `displayOrder`: above 10 it carries two positions, the
 * main order (the number divided by 10) and the sub order (the remainder), so
 * 23 is main 2, sub 3. The spec says "divided by 10, rounded": the rounding is
 * down (truncation), because rounding to nearest would put 25 under main 3
 * beside 31 and break the pairing with its remainder (main x 10 + sub must give
 * the number back). 10 and below are a main order alone (sub 0); 20 is main 2,
 * sub 0, the same place as a plain 2.
 */
export function splitCatalogueDisplayOrder(displayOrder: number): CatalogueDisplayPosition {
  if (!Number.isSafeInteger(displayOrder)) {
    throw new RangeError(`A display order is a whole number: ${displayOrder}`);
  }
  if (displayOrder <= 10) return { main: displayOrder, sub: 0 };
  return { main: Math.floor(displayOrder / 10), sub: displayOrder % 10 };
}
