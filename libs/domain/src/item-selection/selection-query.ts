/** The item page's query keys for the picker (spec section 2, `/itemDetail`). */
export const SELECTION_QUERY = {
  /** `ATTR_{attribute}`: the chosen value of an attribute. */
  attributePrefix: 'ATTR_',
  /** The index, in the attribute order, of the last attribute chosen. */
  lastIndexSelected: 'ATTR_lastIndexSelected',
  /** `Y` when the care plan is ticked. */
  carePlan: 'APPLECARE',
} as const;

/** A parsed query string: a key may be missing or repeated. */
export type QueryValues = Readonly<Record<string, string | readonly string[] | undefined>>;
