import { chakra } from '@chakra-ui/react';
import type { CartTotals, Money } from '@rewards/domain';
import { useIntl } from 'react-intl';
import type { ThbPattern } from '../../i18n/format-thb';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { moneyPattern } from '../cart-line/money-pattern';
import { RefundCodeLabel } from './refund-code-label';

/** A refund promo code spent on the order: its code and what it pays. */
export interface RefundCouponView {
  readonly code: string;
  readonly applied: Money;
}

export interface CheckoutTotalsProps {
  /** The domain's `cartTotals`; a cart before checkout has no discount. */
  readonly totals: Pick<CartTotals, 'subtotal' | 'shippingFee' | 'total'> &
    Partial<Pick<CartTotals, 'discount'>>;
  readonly promoCode?: string | undefined;
  /** Points redeemed; shown when above 0. */
  readonly points?: number | undefined;
  /** Cash charged to the card; shown when points or a refund promo code pay part of the total. */
  readonly cash?: Money | undefined;
  /** The refund promo code spent and what it pays (the domain's `applyRefundCoupon`). */
  readonly refundCoupon?: RefundCouponView | undefined;
  /** One money format for every figure; without it each figure has its own (the cart's summary). */
  readonly pattern?: ThbPattern;
  /** `md` in the cart's summary, `sm` beside the checkout's steps. */
  readonly size?: 'sm' | 'md';
}

/**
 * The figures of a cart or an order: subtotal, the discount when there is
 * one, Free Shipping (THB 0), the total with Incl. VAT, then the points and
 * the card's part when points pay some of it. The cart's summary and the
 * checkout's (and the review) show the same figures.
 */
export function CheckoutTotals({
  totals,
  promoCode,
  points,
  cash,
  refundCoupon,
  pattern,
  size = 'sm',
}: CheckoutTotalsProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const thb = (amount: Money) => money.thb(amount, pattern ?? moneyPattern(amount));
  const small = size === 'sm';
  const redeeming = points !== undefined && points > 0;
  const row = { textAlign: 'end', ps: '4' } as const;
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="1fr auto"
      rowGap="2"
      {...(small ? { fontSize: 'sm' } : {})}
    >
      <chakra.dt color="fg.muted">{intl.formatMessage({ id: 'cartPage.subtotal' })}</chakra.dt>
      <chakra.dd {...row}>{thb(totals.subtotal)}</chakra.dd>
      {totals.discount === undefined || totals.discount.isZero() ? null : (
        <>
          <chakra.dt color="fg.muted">
            {promoCode === undefined
              ? intl.formatMessage({ id: 'checkout.summary.discount' })
              : intl.formatMessage({ id: 'checkout.summary.discountCode' }, { code: promoCode })}
          </chakra.dt>
          <chakra.dd {...row}>{`−${thb(totals.discount)}`}</chakra.dd>
        </>
      )}
      <chakra.dt color="fg.muted">{intl.formatMessage({ id: 'cartPage.shipping' })}</chakra.dt>
      <chakra.dd {...row} color={totals.shippingFee.isZero() ? 'accent.fg' : undefined}>
        {totals.shippingFee.isZero()
          ? intl.formatMessage({ id: 'cartPage.freeShipping' })
          : thb(totals.shippingFee)}
      </chakra.dd>
      <chakra.dt
        fontWeight="semibold"
        {...(small ? { fontSize: 'md' } : {})}
        borderTopWidth="1px"
        borderColor="border"
        pt="3"
        mt="1"
        alignSelf="start"
      >
        {intl.formatMessage({ id: 'cartPage.total' })}
      </chakra.dt>
      <chakra.dd {...row} borderTopWidth="1px" borderColor="border" pt="3" mt="1">
        <chakra.span display="block" fontSize="xl" fontWeight="bold" color="price">
          {thb(totals.total)}
        </chakra.span>
        <chakra.span display="block" fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'cartPage.inclVat' })}
        </chakra.span>
      </chakra.dd>
      {refundCoupon === undefined ? null : (
        <>
          <chakra.dt color="fg.muted">
            <RefundCodeLabel code={refundCoupon.code} />
          </chakra.dt>
          <chakra.dd {...row}>{`−${thb(refundCoupon.applied)}`}</chakra.dd>
        </>
      )}
      {redeeming ? (
        <>
          <chakra.dt color="fg.muted">
            {intl.formatMessage({ id: 'checkout.summary.points' })}
          </chakra.dt>
          <chakra.dd {...row} color="gold.fg" fontWeight="semibold">
            {money.points(points)}
          </chakra.dd>
        </>
      ) : null}
      {(redeeming || refundCoupon !== undefined) && cash !== undefined ? (
        <>
          <chakra.dt color="fg.muted">
            {intl.formatMessage({ id: 'checkout.summary.cash' })}
          </chakra.dt>
          <chakra.dd {...row} fontWeight="semibold">
            {thb(cash)}
          </chakra.dd>
        </>
      ) : null}
    </chakra.dl>
  );
}
