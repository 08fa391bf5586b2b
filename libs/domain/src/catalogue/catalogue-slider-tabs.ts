import { isFlagSet, type YesNoFlag } from './yes-no-flag';

/** What the sub-catalogue slider needs of a catalogue. */
export interface SliderCatalogue {
  readonly displayOrder?: number | null;
  readonly displaySubOrder?: number | null;
  /** Whether the catalogue holds a new item: the tab gets a 'new' tag. */
  readonly hasItemNew?: YesNoFlag;
}

/** What the slider needs of the category the catalogues belong to. */
export interface SliderCategory<K extends SliderCatalogue> {
  /** Whether the category lists its items: the slider then offers an All Accessories tab. */
  readonly useListing?: YesNoFlag;
  readonly catalogues: readonly K[];
}

/** One tab of the sub-catalogue slider. */
export type CatalogueSliderTab<K> =
  | { readonly kind: 'allAccessories' }
  | { readonly kind: 'catalogue'; readonly catalogue: K; readonly isNew: boolean };

function orderOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

function compareOrders(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * The tabs of a category's sub-catalogue slider: the catalogues sorted by
 * `displayOrder` then `displaySubOrder` (missing numbers last, equal ones in
 * the server's order), each tagged 'new' when `hasItemNew`; and, when the
 * category uses listing, an All Accessories tab. That tab comes first: it is
 * the whole of which the others are parts, as an "All" filter conventionally is.
 */
export function catalogueSliderTabs<K extends SliderCatalogue>(
  category: SliderCategory<K>,
): readonly CatalogueSliderTab<K>[] {
  const sorted = [...category.catalogues].sort(
    (a, b) =>
      compareOrders(orderOf(a.displayOrder), orderOf(b.displayOrder)) ||
      compareOrders(orderOf(a.displaySubOrder), orderOf(b.displaySubOrder)),
  );
  const tabs: CatalogueSliderTab<K>[] = sorted.map((catalogue) => ({
    kind: 'catalogue',
    catalogue,
    isNew: isFlagSet(catalogue.hasItemNew),
  }));
  return isFlagSet(category.useListing) ? [{ kind: 'allAccessories' }, ...tabs] : tabs;
}
