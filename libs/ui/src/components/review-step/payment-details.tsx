import { chakra } from '@chakra-ui/react';
import {
  PAYMENT_TYPES,
  type InstalmentSchedule,
  type Money,
  type PaymentType,
} from '@rewards/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { patternFor } from '../../i18n/format-thb';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { InstalmentPlan } from '../instalment-plan';

/** How an order is paid, as the review shows it. */
export interface ReviewPayment {
  readonly paymentType: PaymentType;
  /** Cash charged to the card. */
  readonly cash: Money;
  /** Points redeemed. */
  readonly point: number;
  /** The plan of a `CASH_INSTALLMENT` payment (the domain's `instalmentSchedule`). */
  readonly instalment?: InstalmentSchedule | undefined;
}

/** A payment type's name in the page's language; a type the shop does not know is shown as it is. */
export function usePaymentTypeName(): (paymentType: string) => string {
  const intl = useIntl();
  return (paymentType) =>
    PAYMENT_TYPES.some((type) => type === paymentType)
      ? intl.formatMessage({ id: `checkout.paymentType.${paymentType as PaymentType}` })
      : paymentType;
}

/** One row of a term list: the name muted, the value after it. */
export function DetailRow({
  term,
  children,
}: {
  readonly term: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <>
      <chakra.dt color="fg.muted">{term}</chakra.dt>
      <chakra.dd
        textAlign={{ base: 'start', sm: 'end' }}
        fontWeight="medium"
        mb={{ base: '2', sm: '0' }}
      >
        {children}
      </chakra.dd>
    </>
  );
}

/** The list around detail rows: one column on phones, name and value side by side from `sm`. */
export const detailListStyle = {
  display: 'grid',
  maxWidth: { sm: '36rem' },
  gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
  columnGap: '6',
  rowGap: { base: '0', sm: '2' },
  fontSize: 'sm',
} as const;

/** The payment of the review: type, card amount, points, the instalment plan, the promotion code. */
export function PaymentDetails({
  payment,
  promoCode,
}: {
  readonly payment: ReviewPayment;
  readonly promoCode?: string | undefined;
}) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const typeName = usePaymentTypeName();
  const plan = payment.instalment;
  return (
    <chakra.dl {...detailListStyle}>
      <DetailRow term={intl.formatMessage({ id: 'checkout.review.paymentType' })}>
        {typeName(payment.paymentType)}
      </DetailRow>
      <DetailRow term={intl.formatMessage({ id: 'checkout.review.cash' })}>
        {money.thb(payment.cash, patternFor(payment.cash))}
      </DetailRow>
      {payment.point > 0 ? (
        <DetailRow term={intl.formatMessage({ id: 'checkout.review.points' })}>
          <chakra.span color="gold.fg">{money.points(payment.point)}</chakra.span>
        </DetailRow>
      ) : null}
      {plan === undefined ? null : (
        <DetailRow term={intl.formatMessage({ id: 'checkout.review.plan' })}>
          <InstalmentPlan
            variant="plan"
            months={plan.months}
            rate={plan.ratePercentPerMonth}
            monthly={plan.monthly}
            first={plan.first}
            total={plan.total}
          />
        </DetailRow>
      )}
      {promoCode === undefined ? null : (
        <DetailRow term={intl.formatMessage({ id: 'checkout.review.promoCode' })}>
          {promoCode}
        </DetailRow>
      )}
    </chakra.dl>
  );
}
