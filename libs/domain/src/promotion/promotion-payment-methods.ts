import type { PaymentType } from '../config/business-constants';
import type { Promotion } from './promotion';

/**
 * The payment types a promotion is granted with (`promotionPaymentMethod`, spec
 * section 3), or `undefined` when it allows any.
 *
 * A promotion that names instalment terms (`termIds`) and gives no payment type is
 * a promotion of those instalment plans ("THB 1,500 off a 10-month instalment
 * plan"): it is granted to `CASH_INSTALLMENT` only, never to a cash or points
 * payment, which has no term at all. Its terms then bind the plan chosen (the
 * payment's check, `validateCartPayment`, offers only those terms). A promotion
 * that lists its payment types explicitly gets exactly those; its terms restrict
 * only an instalment payment.
 */
export function promotionPaymentMethods(
  promotion: Pick<Promotion, 'paymentMethods' | 'termIds'>,
): readonly PaymentType[] | undefined {
  const given = promotion.paymentMethods ?? [];
  if (given.length > 0) return given;
  return (promotion.termIds ?? []).length > 0 ? ['CASH_INSTALLMENT'] : undefined;
}
