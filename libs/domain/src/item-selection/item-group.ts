/**
 * One item of a group as the attribute picker sees it (the item page's
 * `groupItems`): its code, its value for each attribute, whether it can be
 * bought, and whether it offers a care plan (Apple Care).
 */
export interface GroupItem {
  readonly code: string;
  /** Attribute name -> value (`{ colour: 'Blue', capacity: '256GB' }`). */
  readonly attributes: Readonly<Record<string, string>>;
  /** `false` for an item that cannot be bought now; absent means it can. */
  readonly available?: boolean;
  readonly offersCarePlan?: boolean;
}

/** The items of one group and the fixed order in which their attributes are chosen. */
export interface ItemGroup {
  /** Attribute names, first chosen first (`['colour', 'capacity']`). */
  readonly attributeOrder: readonly string[];
  readonly items: readonly GroupItem[];
}

/**
 * What the customer has chosen so far. Attributes are chosen in order, so the
 * choices are always a prefix of the attribute order: `choices[i]` is the value
 * of `attributeOrder[i]`, and attributes past the prefix are locked.
 */
export interface ItemSelection {
  readonly choices: readonly string[];
  /** The care-plan add-on, only ever true on a complete selection whose item offers it. */
  readonly carePlan: boolean;
}

/** Nothing chosen yet. */
export const EMPTY_SELECTION: ItemSelection = { choices: [], carePlan: false };
