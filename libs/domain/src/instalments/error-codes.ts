/**
 * The broken rules of choosing an instalment plan (IPP, spec sections 3, 4 and 5).
 * The spec gives no wording for these; the proposed English is in brackets.
 */
export const instalmentsErrorCodes = [
  /** [Please choose an instalment term.] `CASH_INSTALLMENT` without `termOfFlexi`. */
  'instalments.termRequired',
  /**
   * `{ amount: '1500.00' }`. "Instalment: offered only if discounted total in a cashFrom-cashTo
   * range." [Instalment plans are not offered for THB {amount}.]
   */
  'instalments.amountOutOfRange',
  /**
   * `{ term }`. The term is not one offered for this amount, card brand and promotion.
   * [The {term}-month instalment plan is not available for this purchase.]
   */
  'instalments.termNotOffered',
  /**
   * `{ term, termId }`. "CASH_INSTALLMENT has ... chosen term matches the customer's term":
   * the `ippCustomer` term id is missing or is not the id of `termOfFlexi`.
   * [The chosen instalment plan does not match its term. Please choose it again.]
   */
  'instalments.termMismatch',
] as const;

/** An instalment error code. */
export type InstalmentsErrorCode = (typeof instalmentsErrorCodes)[number];
