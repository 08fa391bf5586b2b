import { Box, Flex, Stack, chakra } from '@chakra-ui/react';
import {
  TRANSACTION_HISTORY_CHOICES,
  type DecimalInput,
  type LastOrderChoice,
  type ShipmentStatusText,
  type SubOrderStatus,
} from '@rewards/domain';
import { useIntl } from 'react-intl';
import { patternFor } from '../../i18n/format-thb';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { SelectField } from '../address-form/select-field';
import { RefundCodeLabel } from '../checkout-summary/refund-code-label';
import { EmptyState } from '../empty-state/empty-state';
import { LinePicture } from '../line-picture/line-picture';
import { Pager } from '../pager/pager';

/** A sub-order's parcel: its status (the domain's `describeShipment` code) and where to follow it. */
export interface ShipmentView {
  readonly status: ShipmentStatusText;
  readonly carrier?: string;
  readonly carrierUrl?: string;
  readonly trackingNumber?: string;
  /** `YYYY-MM-DD`; never shown for a refunded order. */
  readonly expectedDeliveryDate?: string;
}

/** One sub-order of an order, its name in the page's language. */
export interface SubOrderView {
  readonly orderNumber: string;
  readonly itemName: string;
  readonly partNumber: string;
  readonly quantity: number;
  readonly amount: DecimalInput;
  readonly imageUrl?: string;
  /** The domain's `subOrderStatus`: delivered, cancelled, refunded, or the server's current text. */
  readonly status: SubOrderStatus;
  readonly shipment: ShipmentView;
  /** The documents' addresses, present only when they can be opened. */
  readonly taxInvoiceUrl?: string;
  readonly creditNoteUrl?: string;
}

export interface OrderView {
  readonly poNumber: string;
  /** ISO date-time. */
  readonly orderedOn: string;
  readonly total: DecimalInput;
  /** The refund promo code that paid part of the order, and what it took off. */
  readonly refundCoupon?: { readonly code: string; readonly amount: DecimalInput };
  /** What the card paid (shown beside a refund promo code: the total less the code, and any discount). */
  readonly paidByCard?: DecimalInput;
  readonly orderConfirmationUrl: string;
  readonly subOrders: readonly SubOrderView[];
}

/** The history's order: newest or oldest first. */
export type HistorySort = 'newest' | 'oldest';

export interface TransactionHistoryProps {
  readonly orders: readonly OrderView[];
  readonly lastOrder: LastOrderChoice;
  readonly onLastOrderChange: (choice: LastOrderChoice) => void;
  readonly sort: HistorySort;
  readonly onSortChange: (sort: HistorySort) => void;
  readonly page: number;
  readonly totalPages: number;
  readonly hrefForPage: (page: number) => string;
  readonly loading?: boolean;
}

const DATE = { dateStyle: 'medium', timeZone: 'Asia/Bangkok' } as const;

/** A calendar date `YYYY-MM-DD` as that day, whatever the reader's time zone. */
function calendarDate(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00+07:00` : text);
}

/** A document to download: opens in a new tab (the PDF), which its name says. */
function DocumentLink({ href, label }: { readonly href: string; readonly label: string }) {
  const intl = useIntl();
  return (
    <chakra.a
      href={href}
      target="_blank"
      rel="noopener"
      color="accent.fg"
      textDecoration="underline"
      fontWeight="medium"
    >
      {label}
      <chakra.span srOnly>
        {' '}
        {intl.formatMessage({ id: 'afterSale.history.opensNewTab' })}
      </chakra.span>
    </chakra.a>
  );
}

function Term({ term, children }: { readonly term: string; readonly children: React.ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">{term}</chakra.dt>
      <chakra.dd fontWeight="medium" overflowWrap="anywhere" minW="0">
        {children}
      </chakra.dd>
    </>
  );
}

function SubOrder({ subOrder }: { readonly subOrder: SubOrderView }) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const { status, shipment } = subOrder;
  const statusText =
    status.code === 'subOrder.current'
      ? status.status
      : status.code === 'subOrder.refunded'
        ? intl.formatMessage({ id: status.code })
        : intl.formatMessage(
            { id: status.code },
            { date: intl.formatDate(calendarDate(status.on), DATE) },
          );
  const showExpected =
    shipment.status !== 'shipment.orderRefunded' && shipment.expectedDeliveryDate !== undefined;
  return (
    <chakra.li display="flex" gap="3" alignItems="flex-start" py="4" borderTopWidth="1px">
      <LinePicture src={subOrder.imageUrl} />
      <Stack flex="1" minW="0" gap="2" fontSize="sm" lineHeight="1.6">
        <Flex gap="3" justify="space-between" align="start">
          <Box minW="0" flex="1">
            <chakra.p fontWeight="semibold" fontSize="md" lineClamp="2">
              {subOrder.itemName}
            </chakra.p>
            <chakra.p color="fg.muted">
              {intl.formatMessage(
                { id: 'cartPage.partNumber' },
                { partNumber: subOrder.partNumber },
              )}
            </chakra.p>
            <chakra.p color="fg.muted" overflowWrap="anywhere">
              {intl.formatMessage(
                { id: 'afterSale.history.subOrder' },
                { number: subOrder.orderNumber },
              )}
            </chakra.p>
          </Box>
          <Box textAlign="end" flexShrink="0">
            <chakra.p fontWeight="semibold">{money.thb(subOrder.amount)}</chakra.p>
            <chakra.p color="fg.muted">
              {intl.formatMessage(
                { id: 'afterSale.history.quantity' },
                { count: subOrder.quantity },
              )}
            </chakra.p>
          </Box>
        </Flex>
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
          <Term term={intl.formatMessage({ id: 'afterSale.history.status' })}>{statusText}</Term>
          <Term term={intl.formatMessage({ id: 'afterSale.history.shipment' })}>
            {intl.formatMessage({ id: shipment.status })}
          </Term>
          {shipment.carrier === undefined ? null : (
            <Term term={intl.formatMessage({ id: 'afterSale.history.carrier' })}>
              {shipment.carrierUrl === undefined ? (
                shipment.carrier
              ) : (
                <DocumentLink href={shipment.carrierUrl} label={shipment.carrier} />
              )}
            </Term>
          )}
          {shipment.trackingNumber === undefined ? null : (
            <Term term={intl.formatMessage({ id: 'afterSale.history.tracking' })}>
              {shipment.trackingNumber}
            </Term>
          )}
          {showExpected && shipment.expectedDeliveryDate !== undefined ? (
            <Term term={intl.formatMessage({ id: 'afterSale.history.expected' })}>
              {intl.formatDate(calendarDate(shipment.expectedDeliveryDate), DATE)}
            </Term>
          ) : null}
        </chakra.dl>
        {subOrder.taxInvoiceUrl === undefined && subOrder.creditNoteUrl === undefined ? null : (
          <Flex gap="4" wrap="wrap">
            {subOrder.taxInvoiceUrl === undefined ? null : (
              <DocumentLink
                href={subOrder.taxInvoiceUrl}
                label={intl.formatMessage({ id: 'afterSale.history.taxInvoice' })}
              />
            )}
            {subOrder.creditNoteUrl === undefined ? null : (
              <DocumentLink
                href={subOrder.creditNoteUrl}
                label={intl.formatMessage({ id: 'afterSale.history.creditNote' })}
              />
            )}
          </Flex>
        )}
      </Stack>
    </chakra.li>
  );
}

/** How an order paid with a refund promo code was paid: the code's deduction and the card's part. */
function RefundCodePayment({ order }: { readonly order: OrderView }) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const coupon = order.refundCoupon;
  if (coupon === undefined) return null;
  const pattern = patternFor(
    order.total,
    coupon.amount,
    ...(order.paidByCard === undefined ? [] : [order.paidByCard]),
  );
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="1fr auto"
      columnGap="3"
      rowGap="1"
      fontSize="sm"
      pb="3"
    >
      <chakra.dt color="fg.muted">
        <RefundCodeLabel code={coupon.code} />
      </chakra.dt>
      <chakra.dd textAlign="end">{`−${money.thb(coupon.amount, pattern)}`}</chakra.dd>
      {order.paidByCard === undefined ? null : (
        <>
          <chakra.dt color="fg.muted">
            {intl.formatMessage({ id: 'afterSale.history.paidByCard' })}
          </chakra.dt>
          <chakra.dd textAlign="end" fontWeight="semibold">
            {money.thb(order.paidByCard, pattern)}
          </chakra.dd>
        </>
      )}
    </chakra.dl>
  );
}

/**
 * `/transaction-history` (spec sections 2, 3 and 4): the latest 5, 25, 50,
 * 100 or all orders, 5 to a page, newest or oldest first; each order with its
 * sub-orders' status, shipment (carrier link, tracking number, expected date
 * unless refunded) and documents (tax invoice, credit note, the order
 * confirmation). 'No Transactions Founds' when there is none.
 */
export function TransactionHistory(props: TransactionHistoryProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  return (
    <Stack gap="5">
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1" maxW={{ sm: 'xs' }}>
          <SelectField
            label={intl.formatMessage({ id: 'afterSale.history.show' })}
            name="lastOrder"
            value={props.lastOrder}
            options={TRANSACTION_HISTORY_CHOICES.map((choice) => ({
              value: choice,
              label:
                choice === 'ALL'
                  ? intl.formatMessage({ id: 'afterSale.history.all' })
                  : intl.formatMessage({ id: 'afterSale.history.last' }, { count: choice }),
            }))}
            errors={[]}
            required={false}
            onChange={(value) =>
              props.onLastOrderChange(
                TRANSACTION_HISTORY_CHOICES.find((choice) => choice === value) ?? '5',
              )
            }
            onBlur={() => undefined}
          />
        </Box>
        <Box flex="1" maxW={{ sm: 'xs' }}>
          <SelectField
            label={intl.formatMessage({ id: 'afterSale.history.sort' })}
            name="sort"
            value={props.sort}
            options={(['newest', 'oldest'] as const).map((sort) => ({
              value: sort,
              label: intl.formatMessage({ id: `afterSale.history.sort.${sort}` }),
            }))}
            errors={[]}
            required={false}
            onChange={(value) => props.onSortChange(value === 'oldest' ? 'oldest' : 'newest')}
            onBlur={() => undefined}
          />
        </Box>
      </Flex>
      {props.loading === true ? (
        <chakra.p role="status" color="fg.muted">
          {intl.formatMessage({ id: 'afterSale.loading' })}
        </chakra.p>
      ) : props.orders.length === 0 ? (
        <EmptyState kind="transactions" />
      ) : (
        <chakra.ul listStyleType="none" display="grid" gap="4">
          {props.orders.map((order) => (
            <chakra.li
              key={order.poNumber}
              borderWidth="1px"
              borderColor="border"
              borderRadius="l3"
              px={{ base: '4', md: '6' }}
              pt={{ base: '4', md: '5' }}
            >
              <chakra.article aria-labelledby={`order-${order.poNumber}`}>
                <Flex gap="3" justify="space-between" align="start" pb="3">
                  <Box minW="0" flex="1">
                    <chakra.h2
                      id={`order-${order.poNumber}`}
                      fontSize="md"
                      fontWeight="semibold"
                      overflowWrap="anywhere"
                    >
                      {intl.formatMessage(
                        { id: 'afterSale.history.order' },
                        { poNumber: order.poNumber },
                      )}
                    </chakra.h2>
                    <chakra.p fontSize="sm" color="fg.muted">
                      {intl.formatMessage(
                        { id: 'afterSale.history.orderedOn' },
                        { date: intl.formatDate(new Date(order.orderedOn), DATE) },
                      )}
                    </chakra.p>
                    <Box mt="1" fontSize="sm">
                      <DocumentLink
                        href={order.orderConfirmationUrl}
                        label={intl.formatMessage({ id: 'afterSale.history.orderConfirmation' })}
                      />
                    </Box>
                  </Box>
                  <Box textAlign="end" flexShrink="0">
                    <chakra.p fontSize="sm" color="fg.muted">
                      {intl.formatMessage({ id: 'afterSale.history.total' })}
                    </chakra.p>
                    <chakra.p fontSize="lg" fontWeight="bold">
                      {money.thb(order.total)}
                    </chakra.p>
                    <chakra.p fontSize="xs" color="fg.muted">
                      {intl.formatMessage({ id: 'cartPage.inclVat' })}
                    </chakra.p>
                  </Box>
                </Flex>
                <RefundCodePayment order={order} />
                <chakra.ul listStyleType="none">
                  {order.subOrders.map((subOrder) => (
                    <SubOrder key={subOrder.orderNumber} subOrder={subOrder} />
                  ))}
                </chakra.ul>
              </chakra.article>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      <Pager page={props.page} totalPages={props.totalPages} hrefForPage={props.hrefForPage} />
    </Stack>
  );
}
