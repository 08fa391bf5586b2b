import { subtractMoney, type Money } from '../money/money';
import { instalmentTotal } from './instalment-total';
import type { IppTerm } from './ipp-config';
import { splitInstalments, type InstalmentSplit } from './split-instalments';

/** An instalment plan for one amount and one term, with every figure the customer sees. */
export interface InstalmentSchedule extends InstalmentSplit {
  readonly termId: string;
  /** The number of monthly payments. */
  readonly months: number;
  /** The customer rate, percent per month, as configured (`custIpp`). */
  readonly ratePercentPerMonth: string;
  /** The amount financed: the discounted total of the cart or the item price. */
  readonly amount: Money;
  /** What the customer pays in all; the payments sum to it exactly. */
  readonly total: Money;
  /** `total - amount`: the cost of the plan (THB 0 at 0%). */
  readonly interest: Money;
}

/**
 * The instalment plan of an amount over a configured term: the total at the term's
 * rate ({@link instalmentTotal}, nearest satang half up) split into monthly payments
 * ({@link splitInstalments}: monthly rounded half up, the first payment absorbing
 * the difference). THB 45,900 over 10 months at 0.89% is THB 49,985.10, paid as
 * 10 x THB 4,998.51.
 *
 * @throws RangeError for a broken term or rate, or an amount too small to split;
 *   only offered terms (`offeredTerms`) should reach this function.
 */
export function instalmentSchedule(amount: Money, term: IppTerm): InstalmentSchedule {
  const total = instalmentTotal(amount, term.termValue, term.custIpp);
  return {
    termId: term.termId,
    months: term.termValue,
    ratePercentPerMonth: term.custIpp,
    amount,
    total,
    interest: subtractMoney(total, amount),
    ...splitInstalments(total, term.termValue),
  };
}
