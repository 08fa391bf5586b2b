import { Box, Button, Flex, Grid, Stack, chakra } from '@chakra-ui/react';
import type { MessageId } from '@rewards/messages';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../../icons';
import { patternFor } from '../../i18n/format-thb';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { useUiLink } from '../../link/ui-link';
import type { RegionOption } from '../address-form/address-types';
import { AddressView } from '../address-form/address-view';
import { RefundCodeLabel } from '../checkout-summary/refund-code-label';
import { InstalmentPlan } from '../instalment-plan';
import { DetailRow, detailListStyle, usePaymentTypeName } from '../review-step/payment-details';
import { OrderLines } from './order-lines';
import type { OrderResultView } from './order-result-types';

export interface OrderResultProps {
  /** The payment's result (spec section 4: success, failed, cancel). */
  readonly status: 'success' | 'failed' | 'cancel';
  /** The order as placed; shown in full on success. */
  readonly order?: OrderResultView;
  /** A failure's name from the server in the page's language, for "Your order was {title}". */
  readonly title?: string;
  /** The order number when there is no order to show (a failure, or an order not readable here). */
  readonly poNumber?: string;
  readonly regions: readonly RegionOption[];
  /** Checked out as a guest: says how to reach support about the order later. */
  readonly guest?: boolean;
  /** The cart, where a failed order's items still are. */
  readonly cartHref: string;
  /** Done: the app goes back or home. */
  readonly onDone: () => void;
}

function Section(props: { readonly title: string; readonly children: ReactNode }) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <chakra.h3 id={titleId} fontSize="lg" fontWeight="semibold" mb="3">
        {props.title}
      </chakra.h3>
      {props.children}
    </Box>
  );
}

/** The order's payment: type, card, masked card, plan, totals, discount, paid amount, points. */
function OrderPayment({ order }: { readonly order: OrderResultView }) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const typeName = usePaymentTypeName();
  const coupon = order.refundCoupon;
  const pattern = patternFor(
    order.totalAmount,
    order.promotionDiscount,
    order.payAbleAmount,
    ...(coupon === undefined ? [] : [coupon.amount]),
  );
  const plan = order.instalment;
  const first = plan?.monthly[0];
  const monthly = plan?.monthly[plan.monthly.length - 1];
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <chakra.dl {...detailListStyle}>
      <DetailRow term={t('checkout.review.paymentType')}>{typeName(order.paymentType)}</DetailRow>
      {order.cardEntity === undefined ? null : (
        <DetailRow term={t('checkout.result.card')}>
          {intl.formatMessage({ id: `cardBrand.${order.cardEntity}` })}
        </DetailRow>
      )}
      {order.maskCard === undefined ? null : (
        <DetailRow term={t('checkout.result.maskedCard')}>
          <chakra.span fontFamily="mono">{order.maskCard}</chakra.span>
        </DetailRow>
      )}
      {plan === undefined || first === undefined || monthly === undefined ? null : (
        <DetailRow term={t('checkout.result.plan')}>
          <InstalmentPlan
            variant="plan"
            months={plan.termOfFlexi}
            rate={plan.custIpp}
            monthly={monthly}
            first={first}
            total={plan.total}
          />
        </DetailRow>
      )}
      <DetailRow term={t('checkout.result.total')}>
        {money.thb(order.totalAmount, pattern)}
      </DetailRow>
      {order.promotionDiscount.isZero() ? null : (
        <DetailRow
          term={
            order.promoCode === undefined
              ? t('checkout.result.discount')
              : intl.formatMessage(
                  { id: 'checkout.summary.discountCode' },
                  { code: order.promoCode },
                )
          }
        >
          {`−${money.thb(order.promotionDiscount, pattern)}`}
        </DetailRow>
      )}
      {coupon === undefined ? null : (
        <DetailRow term={<RefundCodeLabel code={coupon.code} />}>
          {`−${money.thb(coupon.amount, pattern)}`}
        </DetailRow>
      )}
      <DetailRow term={t('checkout.result.paid')}>
        <chakra.span fontSize="lg" fontWeight="bold" color="price">
          {money.thb(order.payAbleAmount, pattern)}
        </chakra.span>
      </DetailRow>
      {order.payablePoint > 0 ? (
        <DetailRow term={t('checkout.result.points')}>
          <chakra.span color="gold.fg">{money.points(order.payablePoint)}</chakra.span>
        </DetailRow>
      ) : null}
      {order.payRef === undefined ? null : (
        <DetailRow term={t('checkout.result.reference')}>{order.payRef}</DetailRow>
      )}
    </chakra.dl>
  );
}

/**
 * Step 5 (spec sections 2 and 4): "Purchase Completed" with the order's
 * details (number, date, each unit with its sub-order number, engraving and
 * care plan, both addresses, the payment), or "Your order was {title}" with
 * what to do next (the cart is kept); Done.
 */
export function OrderResult(props: OrderResultProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const { order } = props;
  const poNumber = order?.poNumber ?? props.poNumber;
  const done = (
    <Button colorPalette="accent" size="lg" minW="32" onClick={props.onDone}>
      {intl.formatMessage({ id: 'checkout.result.done' })}
    </Button>
  );

  if (props.status !== 'success') {
    return (
      <Box
        borderWidth="1px"
        borderColor="border.error"
        bg="card.bg"
        borderRadius="l3"
        p={{ base: '5', md: '8' }}
      >
        <Box role="alert">
          <chakra.h2 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="fg.error">
            {intl.formatMessage({ id: 'checkout.result.failed' }, { title: props.title ?? '' })}
          </chakra.h2>
          {poNumber === undefined ? null : (
            <chakra.p mt="2" color="fg.muted" overflowWrap="anywhere">
              {intl.formatMessage({ id: 'checkout.result.failedOrder' }, { poNumber })}
            </chakra.p>
          )}
          <chakra.p mt="4">{intl.formatMessage({ id: 'checkout.result.failedNext' })}</chakra.p>
        </Box>
        <Flex direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
          <Button asChild variant="outline" size="lg">
            <Anchor href={props.cartHref}>
              {intl.formatMessage({ id: 'checkout.result.backToCart' })}
            </Anchor>
          </Button>
          {done}
        </Flex>
      </Box>
    );
  }

  const pattern =
    order === undefined
      ? '0,0'
      : patternFor(
          ...order.details.flatMap((line) =>
            line.appleCarePrice === undefined
              ? [line.unitPrice]
              : [line.unitPrice, line.appleCarePrice],
          ),
        );
  return (
    <Stack gap="8">
      <Box textAlign="center" py={{ base: '2', md: '4' }}>
        <Flex
          aria-hidden
          mx="auto"
          mb="3"
          boxSize="14"
          borderRadius="full"
          bg="accent.solid"
          color="accent.contrast"
          align="center"
          justify="center"
        >
          <CheckIcon boxSize="8" />
        </Flex>
        <chakra.h2 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
          {intl.formatMessage({ id: 'checkout.result.completed' })}
        </chakra.h2>
        <chakra.p mt="2" color="fg.muted">
          {intl.formatMessage({ id: 'checkout.result.thanks' })}
        </chakra.p>
      </Box>

      <chakra.dl {...detailListStyle} fontSize="md">
        {poNumber === undefined ? null : (
          <DetailRow term={intl.formatMessage({ id: 'checkout.result.orderNumber' })}>
            <chakra.span overflowWrap="anywhere">{poNumber}</chakra.span>
          </DetailRow>
        )}
        {order === undefined ? null : (
          <DetailRow term={intl.formatMessage({ id: 'checkout.result.date' })}>
            {intl.formatDate(new Date(order.txnDate), {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone: order.timeZone,
            })}
          </DetailRow>
        )}
      </chakra.dl>

      {order === undefined ? null : (
        <>
          <Section title={intl.formatMessage({ id: 'checkout.result.items' })}>
            <OrderLines lines={order.details} pattern={pattern} />
          </Section>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
            <AddressView
              title={intl.formatMessage({ id: 'checkout.address.billing' })}
              values={order.billing}
              regions={props.regions}
            />
            <AddressView
              title={intl.formatMessage({ id: 'checkout.address.shipping' })}
              values={order.shipping}
              regions={props.regions}
            />
          </Grid>
          <Section title={intl.formatMessage({ id: 'checkout.result.payment' })}>
            <OrderPayment order={order} />
          </Section>
        </>
      )}

      {props.guest === true ? (
        <chakra.p fontSize="sm" color="fg.muted" borderTopWidth="1px" borderColor="border" pt="4">
          {intl.formatMessage({ id: 'checkout.result.guestNote' })}
        </chakra.p>
      ) : null}
      <Flex
        justify={{ base: 'stretch', sm: 'flex-end' }}
        direction="column"
        align={{ sm: 'flex-end' }}
      >
        {done}
      </Flex>
    </Stack>
  );
}
