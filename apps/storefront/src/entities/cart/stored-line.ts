import type { CarePlan, CartLine, PriceEntry } from '@rewards/domain';

/** A price entry as kept in storage: amounts as their canonical text (`'45900.00'`). */
export interface StoredPriceEntry extends Omit<PriceEntry, 'cash' | 'minimumTransactionAmount'> {
  readonly cash: string;
  readonly minimumTransactionAmount: string;
}

/** A care plan as kept in storage. */
export interface StoredCarePlan extends Omit<CarePlan, 'price'> {
  readonly price: string;
}

/**
 * A cart line as the cart entity keeps it: the domain's `CartLine` with every
 * amount as canonical text, as the server's cart keeps it. The entity holds
 * this form so that the header can count the cart without decimal.js; the
 * rules convert to and from `CartLine` (see `cart-line-codec.ts`).
 */
export interface StoredCartLine extends Omit<
  CartLine,
  'unitPrice' | 'historyCashPrice' | 'appleCare' | 'prices'
> {
  readonly unitPrice: string;
  readonly historyCashPrice?: string;
  readonly appleCare?: StoredCarePlan;
  readonly prices: readonly StoredPriceEntry[];
}

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';
const optional = (value: unknown, check: (value: unknown) => boolean): boolean =>
  value === undefined || check(value);

function isPriceEntry(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.type) &&
    isText(value.cash) &&
    isWhole(value.point, 0) &&
    isText(value.priceCode) &&
    isText(value.minimumTransactionAmount) &&
    isWhole(value.ratePoint, 1) &&
    isWhole(value.rateCash, 1)
  );
}

function isCarePlan(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.name) &&
    isText(value.thaiName) &&
    isText(value.price) &&
    isWhole(value.point, 0)
  );
}

const isImage = (value: unknown): boolean =>
  isObject(value) && isText(value.url) && isText(value.name);

/**
 * Whether stored data has the shape of a cart line. Storage can be edited or
 * left by an older release; a line that fails is dropped rather than shown
 * half-broken. Amounts are checked as amounts when the rules read them.
 */
export function isStoredCartLine(value: unknown): value is StoredCartLine {
  return (
    isObject(value) &&
    ['uuid', 'code', 'partNumber', 'name', 'thaiName', 'persMesg1', 'persMesg2', 'unitPrice'].every(
      (key) => isText(value[key]),
    ) &&
    isWhole(value.quantity, 1) &&
    isWhole(value.maxQuantity, 0) &&
    ['hasAppleCare', 'checked', 'limit', 'engraving'].every((key) => isFlag(value[key])) &&
    Array.isArray(value.images) &&
    value.images.every(isImage) &&
    Array.isArray(value.prices) &&
    value.prices.every(isPriceEntry) &&
    optional(value.appleCare, isCarePlan) &&
    ['endDate', 'historyCashPrice', 'catalogueName', 'itemDetailLink', 'engravingLink'].every(
      (key) => optional(value[key], isText),
    )
  );
}
