import fc from 'fast-check';
import type { CatalogueSliderTab, SliderCatalogue } from '../catalogue/catalogue-slider-tabs';
import type { GridCategory } from '../catalogue/group-home-grid';
import type { SortablePromoCode } from '../catalogue/sort-promo-codes';
import type { SortableItem } from '../catalogue/sort-items';
import type { BarCategory } from '../catalogue/sort-categories-for-bar';
import { thb } from '../money/money';
import type { YesNoFlag } from '../catalogue/yes-no-flag';
import { moneyArb } from './money.arbitraries';
import { thaiNameArb } from './account.arbitraries';

/** A category as the category bar and the home grid see it. */
export type CategoryFixture = BarCategory & GridCategory & { readonly categoryId: string };
/** A catalogue as the sub-catalogue slider sees it. */
export type CatalogueFixture = SliderCatalogue & {
  readonly catalogueId: string;
  readonly name: string;
};
/** An item as the item-list sort sees it. */
export type ItemFixture = SortableItem;
/** A refund promo code as its list sees it. */
export type PromoCodeFixture = SortablePromoCode & { readonly startDate: string };

const ENGLISH_WORDS = [
  'iPhone',
  'iPad',
  'Mac',
  'Watch',
  'AirPods',
  'Accessories',
  'Pro',
  'Air',
  'mini',
  'Max',
  'Ultra',
  'Case',
  'Cable',
];

/** An English product or category name such as `iPad Pro 11` or `AirPods Max`. */
export function englishProductNameArb(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.constantFrom(...ENGLISH_WORDS), { minLength: 1, maxLength: 3 }),
      fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
    )
    .map(([words, number]) =>
      (number === undefined ? words : [...words, String(number)]).join(' '),
    );
}

/** A Thai name, or a blank / missing one (the English name then stands in). */
export function optionalThaiNameArb(): fc.Arbitrary<string | null | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: thaiNameArb() },
    { weight: 1, arbitrary: fc.constantFrom('', '  ', null, undefined) },
  );
}

/** An ordering number as the server may send it: usually whole, sometimes missing. */
function orderNumberArb(max: number): fc.Arbitrary<number | null | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max }) },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  );
}

/** A category with bar and grid order numbers (ties and gaps included). */
export function categoryArb(): fc.Arbitrary<CategoryFixture> {
  return fc.record({
    categoryId: fc.uuid(),
    name: englishProductNameArb(),
    thaiName: optionalThaiNameArb(),
    displayOrderBar: orderNumberArb(12),
    displayOrderGrid: orderNumberArb(99),
  });
}

/** A category list with unique ids. */
export function categoriesArb(maxLength = 20): fc.Arbitrary<CategoryFixture[]> {
  return fc.uniqueArray(categoryArb(), { maxLength, selector: (category) => category.categoryId });
}

/** A catalogue of a category's slider. */
export function catalogueArb(): fc.Arbitrary<CatalogueFixture> {
  return fc.record({
    catalogueId: fc.uuid(),
    name: englishProductNameArb(),
    displayOrder: orderNumberArb(40),
    displaySubOrder: orderNumberArb(9),
    hasItemNew: fc.constantFrom<YesNoFlag>(true, false, 'Y', 'N', null, undefined),
  });
}

/** An item with a cash price up to THB 200,000 (equal prices and equal names included). */
export function sortableItemArb(): fc.Arbitrary<ItemFixture> {
  return fc.record({
    code: fc.stringMatching(/^[A-Z0-9]{4,10}$/),
    name: englishProductNameArb(),
    thaiName: optionalThaiNameArb(),
    // A few fixed prices make equal prices common, so the tie-breaks are exercised.
    unitPrice: fc.oneof(
      moneyArb({ min: 0, max: 200_000 }),
      fc.constantFrom(thb('990.00'), thb('25900.00')),
    ),
  });
}

/** A refund promo code: value displayed in one of the server's styles, dates as ISO text (some invalid). */
export function refundPromoCodeArb(): fc.Arbitrary<PromoCodeFixture> {
  const dayArb = fc
    .date({
      min: new Date(Date.UTC(2025, 0, 1)),
      max: new Date(Date.UTC(2027, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  return fc.record({
    promoCode: fc.stringMatching(/^[A-Z0-9]{6,12}$/),
    displayValue: fc.oneof(
      fc.integer({ min: 0, max: 20_000 }).map(String),
      fc.integer({ min: 0, max: 20_000 }).map((n) => `THB ${n.toLocaleString('en-US')}.00`),
      fc.constantFrom('', 'n/a'),
    ),
    startDate: dayArb,
    expiredDate: fc.oneof(
      { weight: 9, arbitrary: dayArb },
      { weight: 1, arbitrary: fc.constantFrom('', 'soon') },
    ),
  });
}

/** A pager position: `total` pages from 1 to 200 and a current page within them. */
export function pagerPositionArb(maxTotal = 200): fc.Arbitrary<{ current: number; total: number }> {
  return fc
    .integer({ min: 1, max: maxTotal })
    .chain((total) =>
      fc.record({ current: fc.integer({ min: 1, max: total }), total: fc.constant(total) }),
    );
}

/**
 * Text a customer could type or paste into the search box: Thai with its
 * marks, Latin letters, digits, the allowed `: . , - +`, symbols, tabs and
 * emoji, sometimes long.
 */
export function searchTextArb(): fc.Arbitrary<string> {
  const piece = fc.oneof(
    thaiNameArb(),
    englishProductNameArb(),
    fc.constantFrom(
      ' ',
      '  ',
      '\t',
      '\n',
      ':',
      '.',
      ',',
      '-',
      '+',
      '๑๒',
      '"',
      '<script>',
      '%',
      '&',
      '😀',
      '฿',
      '\u0301',
      '\ud800',
    ),
  );
  return fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));
}

/** Narrows a slider tab to a catalogue tab, for tests. */
export function isCatalogueTab<K>(
  tab: CatalogueSliderTab<K>,
): tab is Extract<CatalogueSliderTab<K>, { kind: 'catalogue' }> {
  return tab.kind === 'catalogue';
}
