import { chakra } from '@chakra-ui/react';
import { moneyEquals, type Money } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { patternFor, type ThbPattern } from '../../i18n/format-thb';
import { useMoneyFormat } from '../../i18n/use-money-format';

export interface InstalmentPlanProps {
  /** The term in months. */
  readonly months: number;
  /** The customer's rate per month, as configured (`'0.89'`). */
  readonly rate: string;
  readonly monthly: Money;
  /** The first month's amount, which takes the rounding (shown when it differs). */
  readonly first: Money;
  readonly total: Money;
  /**
   * `offer`: a term on offer (the item page's options, the payment step's
   * choices), the monthly amount large within its sentence; `plan`: the plan
   * chosen (the review, the order's result), its monthly sentence large.
   */
  readonly variant: 'offer' | 'plan';
  /** One money format for several plans side by side; by default the one these figures need. */
  readonly pattern?: ThbPattern;
  /** The space above an offer's total. */
  readonly totalGap?: '1' | '2';
  /** Its lines as paragraphs (in a list item) or as spans shown as blocks (in a label or a description). */
  readonly as?: 'p' | 'span';
}

/**
 * An instalment plan in one set of lines (DESIGN): the monthly amount, the
 * term and rate small, the total, and the first payment when it differs.
 * Inline elements shown as blocks, so it fits in a label, a list item or a
 * description list alike.
 */
export function InstalmentPlan(props: InstalmentPlanProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const pattern = props.pattern ?? patternFor(props.monthly, props.first, props.total);
  const offer = props.variant === 'offer';
  const monthly = money.thb(props.monthly, pattern);
  const Line = props.as === 'p' ? chakra.p : chakra.span;
  return (
    <>
      {offer ? (
        <Line
          display="block"
          fontWeight="semibold"
          color="price"
          {...(props.as === 'p' ? { fontSize: 'md' } : {})}
        >
          {intl.formatMessage(
            { id: 'paymentView.monthly' },
            {
              amount: (
                <chakra.span key="amount" fontSize="2xl" fontWeight="bold" whiteSpace="nowrap">
                  {monthly}
                </chakra.span>
              ),
            },
          )}
        </Line>
      ) : (
        <Line display="block" fontSize="lg" fontWeight="bold" color="price">
          {intl.formatMessage({ id: 'paymentView.monthly' }, { amount: monthly })}
        </Line>
      )}
      <Line
        display="block"
        color="fg.muted"
        {...(offer ? { fontSize: 'sm' } : { fontWeight: 'normal' })}
      >
        {intl.formatMessage({ id: 'paymentView.term' }, { months: props.months, rate: props.rate })}
      </Line>
      <Line
        display="block"
        {...(offer ? { mt: props.totalGap ?? '1', fontWeight: 'semibold' } : {})}
      >
        {intl.formatMessage(
          { id: 'paymentView.total' },
          { amount: money.thb(props.total, pattern) },
        )}
      </Line>
      {moneyEquals(props.first, props.monthly) ? null : (
        <Line
          display="block"
          color="fg.muted"
          {...(offer ? { fontSize: 'sm' } : { fontWeight: 'normal' })}
        >
          {intl.formatMessage(
            { id: 'paymentView.firstPayment' },
            { amount: money.thb(props.first, pattern) },
          )}
        </Line>
      )}
    </>
  );
}
