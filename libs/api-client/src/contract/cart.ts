import * as t from 'io-ts';
import { MAX_CART_LINES } from '@rewards/domain';
import {
  IntegerFromString,
  Lang,
  NonNegativeInteger,
  PositiveInteger,
  TEXT_BOUNDS,
  boundedArray,
  boundedString,
  strictStruct,
  struct,
  YesNo,
} from './codecs';
import { MoneyFromString } from './money-codec';

/** An item code as a request names it. */
const ItemCodeText = boundedString('ItemCode', 1, TEXT_BOUNDS.code);
/** One engraving line as typed; the item's own engraving rules are the domain's. */
const EngravingLineText = boundedString('EngravingLine', 0, TEXT_BOUNDS.engravingLine);

/** A cart line as the shopper chose it: the server fills in names and prices from the catalogue. */
export const CartLineInput = strictStruct(
  'CartLineInput',
  {
    uuid: boundedString('LineUuid', 1, TEXT_BOUNDS.code),
    code: ItemCodeText,
    quantity: PositiveInteger,
    hasAppleCare: YesNo,
    checked: YesNo,
  },
  { persMesg1: EngravingLineText, persMesg2: EngravingLineText },
);
export type CartLineInput = t.TypeOf<typeof CartLineInput>;

/**
 * The shopper's choices of a cart line (what the server stores), from any
 * cart line, engraving lines empty when absent: the storefront sends them,
 * the server keeps them, and neither ever takes a price from the other.
 */
export function cartLineChoices(line: {
  readonly uuid: string;
  readonly code: string;
  readonly quantity: number;
  readonly hasAppleCare: boolean;
  readonly checked: boolean;
  readonly persMesg1?: string | undefined;
  readonly persMesg2?: string | undefined;
}): Required<CartLineInput> {
  return {
    uuid: line.uuid,
    code: line.code,
    quantity: line.quantity,
    hasAppleCare: line.hasAppleCare,
    checked: line.checked,
    persMesg1: line.persMesg1 ?? '',
    persMesg2: line.persMesg2 ?? '',
  };
}

/** `PUT shopping-cart`: every line, and the version of the cart they were based on. */
export const PutCartBody = strictStruct(
  'PutCartBody',
  {
    version: NonNegativeInteger,
    /** At most the domain's `MAX_CART_LINES`; more is refused before a line is decoded (413). */
    lines: boundedArray('CartLines', CartLineInput, MAX_CART_LINES),
  },
  {},
);
export type PutCartBody = t.TypeOf<typeof PutCartBody>;

/** A stored cart line with today's catalogue name and price (spec section 3, "Cart line"). */
export const ServerCartLine = struct(
  'ServerCartLine',
  {
    uuid: t.string,
    code: t.string,
    quantity: PositiveInteger,
    hasAppleCare: YesNo,
    checked: YesNo,
    persMesg1: t.string,
    persMesg2: t.string,
    name: t.string,
    thaiName: t.string,
    partNumber: t.string,
    unitPrice: MoneyFromString,
  },
  {},
);
export type ServerCartLine = t.TypeOf<typeof ServerCartLine>;

/** A customer's cart and its version; a write must name the version it read. */
export const ServerCart = t.type(
  { version: NonNegativeInteger, lines: t.readonlyArray(ServerCartLine) },
  'ServerCart',
);
export type ServerCart = t.TypeOf<typeof ServerCart>;

/** A broken cart rule or a notice, with its text in the asked language and its parameters. */
export const CartProblem = struct(
  'CartProblem',
  { code: t.string, message: t.string },
  { uuid: t.string, itemCode: t.string, n: NonNegativeInteger, limit: t.string },
);
export type CartProblem = t.TypeOf<typeof CartProblem>;

/**
 * `shopping-cart/checkShoppingCart`: the stored cart reviewed across all its
 * lines (units summed by code against the max quantity, the cash cap with care
 * plans, expired lines unchecked), with the uuids of the expired lines.
 */
export const CartCheck = t.type(
  {
    valid: t.boolean,
    expiredUuids: t.readonlyArray(t.string),
    errors: t.readonlyArray(CartProblem),
    notices: t.readonlyArray(CartProblem),
  },
  'CartCheck',
);
export type CartCheck = t.TypeOf<typeof CartCheck>;

/** `item/validate`: one item code and a quantity to add. */
export const ValidateItemQuery = strictStruct(
  'ValidateItemQuery',
  { code: ItemCodeText, quantity: IntegerFromString },
  { lang: Lang },
);
export type ValidateItemQuery = t.TypeOf<typeof ValidateItemQuery>;
