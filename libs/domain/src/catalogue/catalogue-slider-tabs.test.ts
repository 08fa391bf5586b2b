import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueSliderTabs } from './catalogue-slider-tabs';
import { catalogueDisplayPosition } from './compare-catalogue-display-order';
import { catalogueArb, isCatalogueTab } from '../testing/catalogue.arbitraries';

const catalogue = (
  name: string,
  displayOrder: number | null,
  displaySubOrder: number | null,
  hasItemNew: boolean | 'Y' | 'N' = false,
) => ({
  name,
  displayOrder,
  displaySubOrder,
  hasItemNew,
});

describe("Sub-catalogue slider: sorted by displayOrder, displaySubOrder, 'new' tag when hasItemNew, All Accessories tab when the category uses listing", () => {
  const catalogues = [
    catalogue('Cases', 2, 1),
    catalogue('Chargers', 1, 0, 'Y'),
    catalogue('Bands', 2, 0, true),
    catalogue('Other', null, null),
  ];

  it('sorts by displayOrder then displaySubOrder, missing numbers last, and tags the new ones', () => {
    const tabs = catalogueSliderTabs({ useListing: 'N', catalogues });
    expect(tabs.filter(isCatalogueTab).map((tab) => [tab.catalogue.name, tab.isNew])).toEqual([
      ['Chargers', true],
      ['Bands', true],
      ['Cases', false],
      ['Other', false],
    ]);
    expect(tabs.some((tab) => tab.kind === 'allAccessories')).toBe(false);
  });

  it('a displayOrder above 10 is main order and sub order: 23 comes after 2 and before 3', () => {
    const tabs = catalogueSliderTabs({
      catalogues: [
        catalogue('Three', 3, 0),
        catalogue('Two-three', 23, null),
        catalogue('Two', 2, 0),
      ],
    });
    expect(tabs.filter(isCatalogueTab).map((tab) => tab.catalogue.name)).toEqual([
      'Two',
      'Two-three',
      'Three',
    ]);
  });

  it('a category using listing gets the All Accessories tab, first', () => {
    const tabs = catalogueSliderTabs({ useListing: true, catalogues });
    expect(tabs[0]).toEqual({ kind: 'allAccessories' });
    expect(tabs).toHaveLength(5);
    expect(catalogueSliderTabs({ useListing: 'Y', catalogues: [] })).toEqual([
      { kind: 'allAccessories' },
    ]);
  });

  describe('properties', () => {
    it('every catalogue appears once, ordered by (main order, sub order), plus All Accessories exactly when listing', () => {
      fc.assert(
        fc.property(
          fc.array(catalogueArb(), { maxLength: 15 }),
          fc.boolean(),
          (list, useListing) => {
            const tabs = catalogueSliderTabs({ useListing, catalogues: list });
            const shown = tabs.filter(isCatalogueTab);
            return (
              shown.length === list.length &&
              tabs.length === list.length + (useListing ? 1 : 0) &&
              shown.every((tab, i) => {
                const before = shown[i - 1]?.catalogue;
                if (before === undefined) return true;
                const [a, subA] = catalogueDisplayPosition(before);
                const [b, subB] = catalogueDisplayPosition(tab.catalogue);
                return a < b || (a === b && subA <= subB);
              }) &&
              shown.every(
                (tab) =>
                  tab.isNew ===
                  (tab.catalogue.hasItemNew === true || tab.catalogue.hasItemNew === 'Y'),
              )
            );
          },
        ),
      );
    });
  });
});
