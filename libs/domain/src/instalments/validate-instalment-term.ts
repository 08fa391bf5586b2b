import type { CardBrand } from '../config/business-constants';
import { moneyToString, type Money } from '../money/money';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { InstalmentsErrorCode } from './error-codes';
import type { IppConfig, IppTerm } from './ipp-config';
import { offeredTerms } from './offered-terms';

/** An instalment term chosen by the customer, with what decides which terms are offered. */
export interface InstalmentTermChoice {
  readonly config: IppConfig;
  /** The discounted total the plan finances. */
  readonly amount: Money;
  readonly cardBrand: CardBrand | undefined;
  /** The promotion's `termIds`; `undefined` or empty when it does not restrict terms. */
  readonly promoTermIds?: readonly string[] | undefined;
  /** The chosen term in months (the cart payment's `termOfFlexi`): untrusted. */
  readonly termOfFlexi: number | undefined;
  /** The chosen term's id (the cart payment's `ippCustomer`): untrusted. */
  readonly ippCustomer: string | undefined;
}

/**
 * Checks a chosen instalment term on the server (spec section 4: "CASH_INSTALLMENT has
 * ... chosen term matches the customer's term"), collecting every broken rule:
 * a term is chosen (`instalments.termRequired`); the amount is in a cash range
 * (`instalments.amountOutOfRange`); the term is one {@link offeredTerms} gives for
 * the amount, card brand and promotion (`instalments.termNotOffered`); and the
 * `ippCustomer` id is that term's id (`instalments.termMismatch`).
 *
 * Gives the configured term, whose rate the schedule is then computed with.
 * Never throws.
 */
export function validateInstalmentTerm(
  choice: InstalmentTermChoice,
): Checked<IppTerm, DomainError<InstalmentsErrorCode>> {
  const { termOfFlexi, ippCustomer } = choice;
  const errors: DomainError<InstalmentsErrorCode>[] = [];
  if (termOfFlexi === undefined) errors.push(domainError('instalments.termRequired'));

  const offered = offeredTerms(choice);
  const { amount } = choice;
  const inRange =
    amount.greaterThan(0) &&
    choice.config.cashInstallments.some(
      (range) => range.cashFrom.lessThanOrEqualTo(amount) && amount.lessThanOrEqualTo(range.cashTo),
    );
  if (!inRange) {
    errors.push(domainError('instalments.amountOutOfRange', { amount: moneyToString(amount) }));
  }
  if (termOfFlexi === undefined || !inRange) return reject(errors);

  const term = offered.find((each) => each.termValue === termOfFlexi);
  if (term === undefined) {
    errors.push(domainError('instalments.termNotOffered', { term: termOfFlexi }));
  } else if (ippCustomer !== term.termId) {
    errors.push(
      domainError('instalments.termMismatch', { term: termOfFlexi, termId: ippCustomer ?? '' }),
    );
  }
  return term !== undefined && errors.length === 0 ? accept(term) : reject(errors);
}
