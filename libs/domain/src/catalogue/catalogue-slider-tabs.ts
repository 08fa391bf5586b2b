import { compareCatalogueDisplayOrder } from './compare-catalogue-display-order';
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

/**
 * The tabs of a category's sub-catalogue slider: the catalogues sorted by
 * main order then sub order (`compareCatalogueDisplayOrder`: a `displayOrder`
 * above 10 splits into both, so 23 comes between 2 and 3; missing numbers
 * last, equal ones in the server's order), each tagged 'new' when `hasItemNew`; and, when the
 * category uses listing, an All Accessories tab. That tab comes first: it is
 * the whole of which the others are parts, as an "All" filter conventionally is.
 */
export function catalogueSliderTabs<K extends SliderCatalogue>(
  category: SliderCategory<K>,
): readonly CatalogueSliderTab<K>[] {
  const sorted = [...category.catalogues].sort(compareCatalogueDisplayOrder);
  const tabs: CatalogueSliderTab<K>[] = sorted.map((catalogue) => ({
    kind: 'catalogue',
    catalogue,
    isNew: isFlagSet(catalogue.hasItemNew),
  }));
  return isFlagSet(category.useListing) ? [{ kind: 'allAccessories' }, ...tabs] : tabs;
}
