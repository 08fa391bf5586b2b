/** What the home grid needs of a category. */
export interface GridCategory {
  /** The grid position: its first digit is the group (row), the number orders within it (11, 12, 21...). */
  readonly displayOrderGrid?: number | null;
}

/** One group of the home grid. */
export interface HomeGridGroup<C> {
  /** The first digit of the members' `displayOrderGrid`. */
  readonly group: number;
  readonly categories: readonly C[];
}

function firstDigit(order: number): number {
  return Number(String(order)[0]);
}

/**
 * The home page's category grid: categories grouped by the first digit of
 * `displayOrderGrid` (11, 12 and 13 in group 1; 21 and 22 in group 2; 3 alone
 * in group 3), groups in ascending order, and within a group by
 * `displayOrderGrid` (categories with equal numbers keep the server's order).
 * A category without a whole, non-negative `displayOrderGrid` has no place on
 * the grid and is left out: the number is how the shop puts a category there.
 */
export function groupHomeGrid<C extends GridCategory>(
  categories: readonly C[],
): readonly HomeGridGroup<C>[] {
  const placed = categories.filter(
    (category): category is C & { readonly displayOrderGrid: number } =>
      typeof category.displayOrderGrid === 'number' &&
      Number.isSafeInteger(category.displayOrderGrid) &&
      category.displayOrderGrid >= 0,
  );
  const sorted = [...placed].sort((a, b) => a.displayOrderGrid - b.displayOrderGrid);
  const groups = new Map<number, C[]>();
  for (const category of sorted) {
    const group = firstDigit(category.displayOrderGrid);
    const members = groups.get(group) ?? [];
    members.push(category);
    groups.set(group, members);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, members]) => ({ group, categories: members }));
}
