import { Box, chakra } from '@chakra-ui/react';
import type { CartLine, CartTotals, Money } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { patternFor } from '../../i18n/format-thb';
import { CheckoutLines } from './checkout-lines';
import { CheckoutTotals, type RefundCouponView } from './checkout-totals';

export interface CheckoutSummaryProps {
  /** The lines bought (the cart's checked lines). */
  readonly lines: readonly CartLine[];
  /** The domain's `cartTotals` of the lines with the promotion's discount. */
  readonly totals: Pick<CartTotals, 'subtotal' | 'discount' | 'shippingFee' | 'total'>;
  /** The promotion code whose discount is applied, to name it beside the discount. */
  readonly promoCode?: string;
  /** Points redeemed, once the payment redeems some. */
  readonly points?: number;
  /** Cash charged to the card, when points or a refund promo code pay part of the total. */
  readonly cash?: Money;
  /** The refund promo code spent and what it pays. */
  readonly refundCoupon?: RefundCouponView;
  readonly titleAs?: 'h2' | 'h3';
}

/**
 * The order beside the checkout's steps (DESIGN: visible beside the form on
 * wide screens, "first 3 items, More details" on phones): the lines, the
 * subtotal, the discount when there is one, Free Shipping, the total with
 * Incl. VAT, and the points and card amount once points are redeemed.
 */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  const Title = chakra[props.titleAs ?? 'h2'];
  const count = props.lines.reduce((sum, line) => sum + line.quantity, 0);
  const pattern = patternFor(
    props.totals.subtotal,
    props.totals.discount,
    props.totals.total,
    ...(props.cash === undefined ? [] : [props.cash]),
    ...(props.refundCoupon === undefined ? [] : [props.refundCoupon.applied]),
  );
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="card.bg"
      borderWidth="1px"
      borderColor="card.border"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <Title id={titleId} fontSize="lg" fontWeight="semibold">
        {intl.formatMessage({ id: 'checkout.summary.title' })}
      </Title>
      <chakra.p fontSize="sm" color="fg.muted" mb="4">
        {intl.formatMessage({ id: 'checkout.summary.itemCount' }, { count })}
      </chakra.p>
      <CheckoutLines lines={props.lines} pattern={pattern} />
      <Box borderTopWidth="1px" borderColor="border" mt="4" pt="4">
        <CheckoutTotals
          totals={props.totals}
          promoCode={props.promoCode}
          points={props.points}
          cash={props.cash}
          refundCoupon={props.refundCoupon}
          pattern={pattern}
        />
      </Box>
    </Box>
  );
}
