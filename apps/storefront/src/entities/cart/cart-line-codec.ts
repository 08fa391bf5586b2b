import { moneyToString, parseMoney, type CartLine, type PriceEntry } from '@rewards/domain';
import type { StoredCartLine, StoredPriceEntry } from './stored-line';

function toPriceEntry(stored: StoredPriceEntry): PriceEntry | undefined {
  const cash = parseMoney(stored.cash);
  const minimumTransactionAmount = parseMoney(stored.minimumTransactionAmount);
  if (cash === undefined || minimumTransactionAmount === undefined) return undefined;
  return { ...stored, cash, minimumTransactionAmount };
}

/**
 * A stored line as the domain's `CartLine`, or `undefined` when one of its
 * amounts is not an amount (edited storage): such a line cannot be priced.
 */
export function toCartLine(stored: StoredCartLine): CartLine | undefined {
  const unitPrice = parseMoney(stored.unitPrice);
  const historyCashPrice =
    stored.historyCashPrice === undefined ? undefined : parseMoney(stored.historyCashPrice);
  const carePlanPrice =
    stored.appleCare === undefined ? undefined : parseMoney(stored.appleCare.price);
  const prices = stored.prices.map(toPriceEntry);
  if (
    unitPrice === undefined ||
    (stored.historyCashPrice !== undefined && historyCashPrice === undefined) ||
    (stored.appleCare !== undefined && carePlanPrice === undefined) ||
    prices.some((entry) => entry === undefined)
  ) {
    return undefined;
  }
  const { appleCare, historyCashPrice: _history, ...rest } = stored;
  return {
    ...rest,
    unitPrice,
    ...(historyCashPrice === undefined ? {} : { historyCashPrice }),
    ...(appleCare === undefined || carePlanPrice === undefined
      ? {}
      : { appleCare: { ...appleCare, price: carePlanPrice } }),
    prices: prices as PriceEntry[],
  };
}

/** Every stored line that can be read as a `CartLine`, in order. */
export function toCartLines(stored: readonly StoredCartLine[]): CartLine[] {
  return stored.flatMap((line) => {
    const read = toCartLine(line);
    return read === undefined ? [] : [read];
  });
}

/** A `CartLine` as the cart entity keeps it. */
export function toStoredLine(line: CartLine): StoredCartLine {
  const { appleCare, historyCashPrice, ...rest } = line;
  return {
    ...rest,
    unitPrice: moneyToString(line.unitPrice),
    ...(historyCashPrice === undefined
      ? {}
      : { historyCashPrice: moneyToString(historyCashPrice) }),
    ...(appleCare === undefined
      ? {}
      : { appleCare: { ...appleCare, price: moneyToString(appleCare.price) } }),
    prices: line.prices.map((entry) => ({
      ...entry,
      cash: moneyToString(entry.cash),
      minimumTransactionAmount: moneyToString(entry.minimumTransactionAmount),
    })),
  };
}
