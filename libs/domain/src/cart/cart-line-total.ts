import { multiplyMoney, sumMoney, type Money } from '../money/money';
import type { CartLine } from './cart-line';

/**
 * What a line costs in cash: unit price x quantity, plus the care plan's price x quantity when
 * the line has one (a care plan covers each unit). Exact: no rounding is involved.
 *
 * @throws RangeError when the line has a care plan but no care plan price, or a quantity that
 *   is not whole: lines are built from the catalogue, so either is a programming error.
 */
export function cartLineTotal(
  line: Pick<CartLine, 'unitPrice' | 'quantity' | 'hasAppleCare' | 'appleCare'>,
): Money {
  const items = multiplyMoney(line.unitPrice, line.quantity);
  if (!line.hasAppleCare) return items;
  if (line.appleCare === undefined) {
    throw new RangeError('A line with a care plan needs the care plan and its price');
  }
  return sumMoney([items, multiplyMoney(line.appleCare.price, line.quantity)]);
}
