import { Dec, RoundingMode, type Decimal, type DecimalInput } from './decimal';

declare const thbBrand: unique symbol;

/**
 * An amount of Thai baht with at most 2 decimals (whole satang).
 *
 * A `Money` is a decimal.js value whose scale is guaranteed; arithmetic on it
 * returns a plain `Decimal`, which becomes `Money` again only through one of the
 * named roundings below (or {@link exactMoney} when no rounding can be needed).
 */
export type Money = Decimal & { readonly [thbBrand]: 'THB' };

const SATANG_PLACES = 2;

function hasAtMostTwoDecimals(value: Decimal): boolean {
  return value.isFinite() && value.decimalPlaces() <= SATANG_PLACES;
}

/**
 * A THB amount from a literal such as `'1499.00'` or `1500`.
 * @throws RangeError when the value is not a finite number of whole satang;
 *   for untrusted input use {@link parseMoney}.
 */
export function thb(value: DecimalInput): Money {
  const decimal = new Dec(value);
  if (!hasAtMostTwoDecimals(decimal)) {
    throw new RangeError(`Not an amount of whole satang: ${String(value)}`);
  }
  return decimal as Money;
}

/** Whether a value is a decimal of whole satang, i.e. usable as `Money`. */
export function isMoney(value: unknown): value is Money {
  return Dec.isDecimal(value) && hasAtMostTwoDecimals(new Dec(value));
}

/** An amount from untrusted text or number, or `undefined` when it is not whole satang. */
export function parseMoney(value: unknown): Money | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string' && !/^-?\d+(\.\d{1,2})?$/.test(value.trim())) return undefined;
  try {
    const decimal = new Dec(typeof value === 'string' ? value.trim() : value);
    return hasAtMostTwoDecimals(decimal) ? (decimal as Money) : undefined;
  } catch {
    return undefined;
  }
}

/** A decimal already known to be whole satang (a sum or difference of money, money times an integer). */
export function exactMoney(value: Decimal): Money {
  return thb(value);
}

/** THB 0.00 */
export const ZERO_THB: Money = thb(0);

/** Rounds to the nearest satang, ties away from zero: for quoted figures such as a monthly instalment. */
export function roundHalfUpToSatang(value: DecimalInput): Money {
  return new Dec(value).toDecimalPlaces(SATANG_PLACES, RoundingMode.halfUp) as Money;
}

/** Rounds up to the next satang: for amounts the customer owes, so the shop never receives less. */
export function roundUpToSatang(value: DecimalInput): Money {
  return new Dec(value).toDecimalPlaces(SATANG_PLACES, RoundingMode.up) as Money;
}

/** Rounds down to the satang: for the cash value of a customer's credit (points, discounts), never overstated. */
export function roundDownToSatang(value: DecimalInput): Money {
  return new Dec(value).toDecimalPlaces(SATANG_PLACES, RoundingMode.down) as Money;
}

/** The sum of amounts (exact: sums of whole satang are whole satang). */
export function sumMoney(amounts: readonly Money[]): Money {
  return amounts.reduce<Decimal>((total, amount) => total.plus(amount), ZERO_THB) as Money;
}

/** `a - b`, exact. */
export function subtractMoney(a: Money, b: Money): Money {
  return a.minus(b) as Money;
}

/** `amount x quantity` for a whole quantity, exact. */
export function multiplyMoney(amount: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be whole: ${quantity}`);
  return amount.times(quantity) as Money;
}

/** The smaller of two amounts. */
export function minMoney(a: Money, b: Money): Money {
  return a.lessThanOrEqualTo(b) ? a : b;
}

/** The larger of two amounts. */
export function maxMoney(a: Money, b: Money): Money {
  return a.greaterThanOrEqualTo(b) ? a : b;
}

/** The amount, or zero when it is negative: what is left to pay can never be below nothing. */
export function clampAtZero(amount: Money): Money {
  return amount.isNegative() ? ZERO_THB : amount;
}

/** The canonical text of an amount, always with 2 decimals: `'1499.00'`. Used on the wire and in storage. */
export function moneyToString(amount: Money): string {
  return amount.toFixed(SATANG_PLACES);
}

/** Whether two amounts are the same number of satang. */
export function moneyEquals(a: Money, b: Money): boolean {
  return a.equals(b);
}
