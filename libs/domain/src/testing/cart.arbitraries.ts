import fc from 'fast-check';
import type { CartLine, CarePlan } from '../cart/cart-line';
import type { CartPrefillEntry } from '../cart/parse-cart-prefill';
import { CARD_BRANDS } from '../config/business-constants';
import { ZERO_THB, thb, type Money } from '../money/money';
import type { PriceEntry } from '../pricing/price-entry';
import { englishEngravingTextArb } from './engraving.arbitraries';
import { moneyArb, positiveMoneyArb } from './money.arbitraries';

/** A few item codes, so that generated lines often share one and merge. */
export const SAMPLE_ITEM_CODES = [
  'IPH16-128-BLK',
  'IPD-AIR-11',
  'MBA-13-M3',
  'APW-S10',
  'APP-PRO2',
] as const;

/** A care plan of up to THB 20,000 and 200,000 points. */
export function carePlanArb(): fc.Arbitrary<CarePlan> {
  return fc.record({
    code: fc.constant('AC+'),
    name: fc.constant('AppleCare+'),
    thaiName: fc.constant('แอปเปิลแคร์พลัส'),
    price: positiveMoneyArb(20_000),
    point: fc.integer({ min: 0, max: 200_000 }),
  });
}

/** What the catalogue says about one item: the data every cart line of its code shares. */
export interface CatalogueItemSample {
  readonly code: string;
  readonly unitPrice: Money;
  readonly limit: boolean;
  readonly maxQuantity: number;
  readonly engraving: boolean;
  readonly appleCare: CarePlan | undefined;
  readonly prices: readonly PriceEntry[];
  readonly endDate: string | undefined;
}

function pointPrice(point: number): PriceEntry {
  return {
    type: 'POINT',
    cash: ZERO_THB,
    point,
    priceCode: 'KCC',
    ratePoint: 1000,
    rateCash: 6,
    minimumTransactionAmount: ZERO_THB,
  };
}

/** One catalogue item with a code of `codes`: price up to THB 100,000, optional limit, care plan and POINT price. */
export function catalogueItemArb(
  codes: readonly string[] = SAMPLE_ITEM_CODES,
): fc.Arbitrary<CatalogueItemSample> {
  return fc.record({
    code: fc.constantFrom(...codes),
    unitPrice: positiveMoneyArb(100_000),
    limit: fc.boolean(),
    maxQuantity: fc.integer({ min: 0, max: 10 }),
    engraving: fc.boolean(),
    appleCare: fc.option(carePlanArb(), { nil: undefined }),
    prices: fc
      .option(fc.integer({ min: 0, max: 1_200_000 }), { nil: undefined })
      .map((point) => (point === undefined ? [] : [pointPrice(point)])),
    endDate: fc.option(fc.constantFrom('2020-01-31', '2099-12-31', '2030-06-30T18:00:00+07:00'), {
      nil: undefined,
    }),
  });
}

/** The cart line of a catalogue item, with `overrides` applied. */
export function cartLineOf(item: CatalogueItemSample, overrides: Partial<CartLine> = {}): CartLine {
  return {
    uuid: `${item.code}-line`,
    code: item.code,
    partNumber: `${item.code}-TH/A`,
    name: item.code,
    thaiName: item.code,
    images: [],
    unitPrice: item.unitPrice,
    quantity: 1,
    hasAppleCare: false,
    ...(item.appleCare === undefined ? {} : { appleCare: item.appleCare }),
    persMesg1: '',
    persMesg2: '',
    checked: true,
    ...(item.endDate === undefined ? {} : { endDate: item.endDate }),
    limit: item.limit,
    maxQuantity: item.maxQuantity,
    engraving: item.engraving,
    prices: item.prices,
    ...overrides,
  };
}

/**
 * The examples' iPhone: THB 32,900, engravable, with AppleCare+ at THB 7,290,
 * no quantity limit; `overrides` change any field of its line.
 */
export function iphoneLine(overrides: Partial<CartLine> = {}): CartLine {
  return cartLineOf(
    {
      code: 'IPH16-128-BLK',
      unitPrice: thb('32900.00'),
      limit: false,
      maxQuantity: 0,
      engraving: true,
      appleCare: {
        name: 'AppleCare+',
        thaiName: 'แอปเปิลแคร์พลัส',
        price: thb('7290.00'),
        point: 0,
      },
      prices: [],
      endDate: undefined,
    },
    overrides,
  );
}

/**
 * A cart line of one of `codes`: quantity 1 to `maxQuantity` (engraved lines always 1), a care
 * plan sometimes, an engraving on about one line in four, checked or not. `uuid` is `line-<n>`.
 */
export function cartLineArb({
  codes = SAMPLE_ITEM_CODES,
  maxQuantity = 5,
}: { codes?: readonly string[]; maxQuantity?: number } = {}): fc.Arbitrary<CartLine> {
  return fc
    .record({
      item: catalogueItemArb(codes),
      quantity: fc.integer({ min: 1, max: maxQuantity }),
      withCarePlan: fc.boolean(),
      engraving: fc.oneof(
        { weight: 3, arbitrary: fc.constant(['', ''] as const) },
        {
          weight: 1,
          arbitrary: fc.tuple(
            englishEngravingTextArb({ minLength: 1, maxLength: 12 }).map((text) => `X${text}`),
            fc.constantFrom('', 'LOVE'),
          ),
        },
      ),
      checked: fc.boolean(),
      uuid: fc.integer({ min: 1, max: 30 }).map((n) => `line-${n}`),
    })
    .map(({ item, quantity, withCarePlan, engraving: [persMesg1, persMesg2], checked, uuid }) =>
      cartLineOf(item, {
        uuid,
        quantity: persMesg1 === '' ? quantity : 1,
        hasAppleCare: withCarePlan && item.appleCare !== undefined,
        persMesg1,
        persMesg2,
        checked,
      }),
    );
}

/** A cart of up to `maxLines` lines with unique uuids and engraved lines of quantity 1. */
export function cartArb({
  maxLines = 6,
  codes = SAMPLE_ITEM_CODES,
}: { maxLines?: number; codes?: readonly string[] } = {}): fc.Arbitrary<readonly CartLine[]> {
  return fc
    .array(cartLineArb({ codes }), { maxLength: maxLines })
    .map((lines) => lines.map((line, index) => ({ ...line, uuid: `line-${index + 1}` })));
}

/** What a customer might type into a quantity box. */
export function quantityInputArb(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 0, max: 99_999 }).map(String),
    fc.string({ unit: fc.constantFrom('0', '1', '9', 'a', '-', '.', ' ', 'e', '๑'), maxLength: 6 }),
  );
}

/** One entry of a cart-prefill link: a sample code, 1 to 999 units, any engraving text with commas, bars and percent signs. */
export function cartPrefillEntryArb(): fc.Arbitrary<CartPrefillEntry> {
  const line = fc.string({
    unit: fc.constantFrom('A', 'b', '1', ' ', ',', '|', '%', '&', 'ก', '่', '+'),
    maxLength: 10,
  });
  return fc.record({
    code: fc.constantFrom(...SAMPLE_ITEM_CODES),
    quantity: fc.integer({ min: 1, max: 999 }),
    hasAppleCare: fc.boolean(),
    engraving: fc.record({ persMesg1: line, persMesg2: line }),
  });
}

/** A card brand of the programme. */
export function cardBrandArb(): fc.Arbitrary<(typeof CARD_BRANDS)[number]> {
  return fc.constantFrom(...CARD_BRANDS);
}

/** A non-negative discount of up to `max` baht. */
export function discountArb(max = 200_000): fc.Arbitrary<Money> {
  return moneyArb({ min: 0, max });
}
