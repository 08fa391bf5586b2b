/**
 * The text engraved on an item: its first and second line, with the cart line's field
 * names (`persMesg1`, `persMesg2`). An empty string is an unused line; an item is engraved
 * when either line holds text.
 */
export interface EngravingLines {
  readonly persMesg1: string;
  readonly persMesg2: string;
}

/** No engraving: both lines empty. */
export const NO_ENGRAVING: EngravingLines = Object.freeze({ persMesg1: '', persMesg2: '' });
