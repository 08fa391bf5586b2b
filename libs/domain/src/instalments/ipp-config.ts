import type { CardBrand } from '../config/business-constants';
import type { Money } from '../money/money';

/** One instalment term of the `ippConfig` (spec section 3, "Instalment config"). */
export interface IppTerm {
  /** The number of monthly payments. */
  readonly termValue: number;
  /** The term's id, sent back as the cart payment's `ippCustomer`. */
  readonly termId: string;
  /**
   * The customer's rate in percent per month as decimal text (`'0.89'`; `'0'` for 0%),
   * kept as text so that it is never a binary fraction.
   */
  readonly custIpp: string;
}

/** Which card brands a term of a cash range is offered with (a term listed nowhere: every brand). */
export interface TermCardBrands {
  readonly term: number;
  readonly cardBrand: readonly CardBrand[];
}

/** A range of amounts and the terms (in months) it offers. */
export interface CashInstallmentRange {
  /** Lowest amount of the range, inclusive. */
  readonly cashFrom: Money;
  /** Highest amount of the range, inclusive. */
  readonly cashTo: Money;
  /** Terms in months; each needs its rate in the `ippConfig` to be offered. */
  readonly term: readonly number[];
  /** Which card brands offer each term; a term listed here is offered only with its brands. */
  readonly termCardBrands: readonly TermCardBrands[];
}

/**
 * The instalment (IPP) configuration of the `common/ippConfig` call: the terms keyed
 * by months, and the cash ranges that offer them. The shape is the wire's, so the
 * contract's decoded body is usable as it is.
 */
export interface IppConfig {
  /** Terms keyed by their months (`'10'`); the key is not relied on, `termValue` is. */
  readonly ippConfig: Readonly<Record<string, IppTerm>>;
  readonly cashInstallments: readonly CashInstallmentRange[];
}
