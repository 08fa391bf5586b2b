import * as t from 'io-ts';
import { CARD_BRANDS, type CardBrand } from '@rewards/domain';

/** The spec's Y/N flags, as booleans in code. */
export const YesNo = new t.Type<boolean, 'Y' | 'N', unknown>(
  'YesNo',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) =>
    u === 'Y' ? t.success(true) : u === 'N' ? t.success(false) : t.failure(u, c, "'Y' or 'N'"),
  (flag) => (flag ? 'Y' : 'N'),
);

function integerCodec(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
    (u, c) =>
      typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max
        ? t.success(u)
        : t.failure(u, c, `a whole number from ${min} to ${max}`),
    (n) => n,
  );
}

/** A whole number (points, counts, ids). */
export const Integer = integerCodec('Integer', Number.MIN_SAFE_INTEGER);
/** A whole number >= 0. */
export const NonNegativeInteger = integerCodec('NonNegativeInteger', 0);
/** A whole number >= 1 (quantities, page numbers). */
export const PositiveInteger = integerCodec('PositiveInteger', 1);

/** The range of PostgreSQL's `integer` (int4), which every id column of the shop uses. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number that fits an `integer` column (ids, filters): a number past
 * it is refused at the edge, so it can never reach a query and fail there.
 */
export const Int4 = integerCodec('Int4', INT4_MIN, INT4_MAX);

const isInt4 = (u: unknown): u is number =>
  typeof u === 'number' && Number.isInteger(u) && u >= INT4_MIN && u <= INT4_MAX;

/** A whole number sent as text in a path or query string (`/category/2`), within int4. */
export const IntegerFromString = new t.Type<number, string, unknown>(
  'IntegerFromString',
  isInt4,
  (u, c) => {
    if (isInt4(u)) return t.success(u);
    if (typeof u === 'string' && /^-?\d{1,10}$/.test(u) && isInt4(Number(u)))
      return t.success(Number(u));
    return t.failure(u, c, `a whole number from ${INT4_MIN} to ${INT4_MAX}`);
  },
  String,
);

/** The two languages of the shop. */
export const Lang = t.keyof({ en: null, th: null }, 'Lang');
export type Lang = t.TypeOf<typeof Lang>;

/**
 * Whether text is an ISO-8601 date or date-time that `Date.parse` reads: it must start
 * with `YYYY-MM-DD`, since `Date.parse` alone also accepts forms such as `'11/21/2026'`
 * whose meaning depends on the engine.
 */
function isIsoDateTime(u: unknown): u is string {
  return typeof u === 'string' && /^\d{4}-\d{2}-\d{2}/.test(u) && !Number.isNaN(Date.parse(u));
}

/** A point in time as ISO-8601 text; kept as text, compared by the domain with `Date.parse`. */
export const IsoDateTime = new t.Type<string, string, unknown>(
  'IsoDateTime',
  isIsoDateTime,
  (u, c) => (isIsoDateTime(u) ? t.success(u) : t.failure(u, c, 'an ISO-8601 date')),
  (s) => s,
);

/** The four card brands: KCC, AYCAP, GCS, TMS. */
export const CardBrandCodec = t.keyof(
  Object.fromEntries(CARD_BRANDS.map((brand) => [brand, null])) as Record<CardBrand, null>,
  'CardBrand',
);

/** A NUL, or half of a surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether text can be stored and sent on: PostgreSQL refuses NUL in text, and
 * a lone surrogate is not Unicode at all (it cannot be encoded as UTF-8).
 */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Text of bounded length (inputs from the public are always bounded), without
 * NUL or lone surrogates.
 */
export function boundedString(name: string, min: number, max: number) {
  const is = (u: unknown): u is string =>
    typeof u === 'string' && u.length >= min && u.length <= max && isStorableText(u);
  return new t.Type<string, string, unknown>(
    name,
    is,
    (u, c) =>
      is(u)
        ? t.success(u)
        : t.failure(u, c, `text of ${min} to ${max} characters, without NUL or lone surrogates`),
    (s) => s,
  );
}

/** An object with required and optional properties (absent optional properties stay absent). */
export function struct<R extends t.Props, O extends t.Props>(
  name: string,
  required: R,
  optional: O,
) {
  return t.intersection([t.type(required), t.partial(optional)], name);
}

/**
 * A request body or query: unknown properties are dropped on decode, so that
 * nothing the contract does not name reaches a handler.
 */
export function strictStruct<R extends t.Props, O extends t.Props>(
  name: string,
  required: R,
  optional: O,
) {
  return t.exact(t.intersection([t.type(required), t.partial(optional)]), name);
}
