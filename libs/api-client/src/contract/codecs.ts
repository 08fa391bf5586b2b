import * as t from 'io-ts';
import { CARD_BRANDS, type CardBrand } from '@rewards/domain';
import { withSchema } from './schema';

/** The spec's Y/N flags, as booleans in code. */
export const YesNo = withSchema(
  new t.Type<boolean, 'Y' | 'N', unknown>(
    'YesNo',
    (u): u is boolean => typeof u === 'boolean',
    (u, c) =>
      u === 'Y' ? t.success(true) : u === 'N' ? t.success(false) : t.failure(u, c, "'Y' or 'N'"),
    (flag) => (flag ? 'Y' : 'N'),
  ),
  { type: 'string', enum: ['Y', 'N'] },
);

function integerCodec(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return withSchema(
    new t.Type<number, number, unknown>(
      name,
      (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
      (u, c) =>
        typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max
          ? t.success(u)
          : t.failure(u, c, `a whole number from ${min} to ${max}`),
      (n) => n,
    ),
    { type: 'integer', minimum: min, maximum: max },
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
export const IntegerFromString = withSchema(
  new t.Type<number, string, unknown>(
    'IntegerFromString',
    isInt4,
    (u, c) => {
      if (isInt4(u)) return t.success(u);
      if (typeof u === 'string' && /^-?\d{1,10}$/.test(u) && isInt4(Number(u)))
        return t.success(Number(u));
      return t.failure(u, c, `a whole number from ${INT4_MIN} to ${INT4_MAX}`);
    },
    String,
  ),
  { type: 'string', pattern: '^-?\\d{1,10}$', description: 'a whole number within int4, as text' },
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
export const IsoDateTime = withSchema(
  new t.Type<string, string, unknown>(
    'IsoDateTime',
    isIsoDateTime,
    (u, c) => (isIsoDateTime(u) ? t.success(u) : t.failure(u, c, 'an ISO-8601 date')),
    (s) => s,
  ),
  { type: 'string', format: 'date-time', description: 'ISO-8601, starting YYYY-MM-DD' },
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

/** A control character (Unicode category Cc: C0, DEL and C1). */
const CONTROL = /\p{Cc}/u;
/** A control character other than tab, line feed and carriage return. */
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/**
 * The longest text each kind of request field takes, in UTF-16 code units
 * (`string.length`). The bounds only keep what reaches the server small and
 * storable; the domain's validators keep the field's own, tighter rules (a
 * name of 32 characters, an engraving line as the item allows), so that a bad
 * value still gets the field's own message.
 */
export const TEXT_BOUNDS = {
  /** Item codes, line ids, keys and other codes. */
  code: 64,
  /** Names and single-line form fields. */
  name: 100,
  /** An e-mail address (RFC 5321's longest path). */
  email: 254,
  password: 128,
  /**
   * One engraving line. The domain counts a line by code points, Thai marks
   * counting nothing, against the item's limits (30 English characters or 12
   * Thai or special ones unless the item says otherwise): 100 code units hold
   * any line an item allows.
   */
  engravingLine: 100,
  /** Free text (a message, a description): several lines. */
  freeText: 2000,
} as const;

/** How a text field may be laid out. */
export interface TextOptions {
  /** Whether tab, line feed and carriage return are allowed (a text area); no other control character ever is. */
  readonly multiline?: boolean;
}

/**
 * Text of bounded length (inputs from the public are always bounded), well
 * formed (no lone surrogate), without NUL or any other control character
 * (tab and line breaks only in multi-line text). A value that decodes is
 * passed on unchanged.
 */
export function boundedString(name: string, min: number, max: number, options: TextOptions = {}) {
  const control = options.multiline === true ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  const is = (u: unknown): u is string =>
    typeof u === 'string' &&
    u.length >= min &&
    u.length <= max &&
    isStorableText(u) &&
    !control.test(u);
  const expected = `text of ${min} to ${max} characters, without control characters${
    options.multiline === true ? ' other than tabs and line breaks' : ''
  } or lone surrogates`;
  return withSchema(
    new t.Type<string, string, unknown>(
      name,
      is,
      (u, c) => (is(u) ? t.success(u) : t.failure(u, c, expected)),
      (s) => s,
    ),
    { type: 'string', minLength: min, maxLength: max, description: expected },
  );
}

/**
 * A list of at most `max` entries. A longer list is refused as a whole, before
 * any entry is decoded, and its failure says so (`field.tooMany` with `max`,
 * see `toFieldErrors`), so that the server can answer it as too large.
 */
export class BoundedArrayType<C extends t.Mixed> extends t.Type<
  readonly t.TypeOf<C>[],
  readonly t.OutputOf<C>[],
  unknown
> {
  constructor(
    name: string,
    readonly entry: C,
    readonly max: number,
  ) {
    const list = t.readonlyArray(entry);
    super(
      name,
      (u): u is readonly t.TypeOf<C>[] => list.is(u) && u.length <= max,
      (u, c) =>
        Array.isArray(u) && u.length > max
          ? t.failure(u, c, `at most ${max} entries`)
          : list.validate(u, c),
      (values) => list.encode(values),
    );
  }
}

/** A list of at most `max` entries of `entry`. */
export function boundedArray<C extends t.Mixed>(
  name: string,
  entry: C,
  max: number,
): BoundedArrayType<C> {
  return new BoundedArrayType(name, entry, max);
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
