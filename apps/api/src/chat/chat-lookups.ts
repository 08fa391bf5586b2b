import type {
  AddressBody,
  ChatDocumentAnswer,
  ChatLookupBody,
  ChatLookupRefusal,
  ChatShipmentAnswer,
  ChatSubOrderShipment,
} from '@rewards/api-client/contract';
import {
  describeShipment,
  normalizePhoneNumber,
  orderNumberOfSubOrder,
  subOrderStatus,
  validateChatOrderNumber,
  type ShipmentStatus,
} from '@rewards/domain';
import { formatMessage, type MessageLang } from '@rewards/messages';
import type { WindowRule } from '../accounts/throttle';
import type { DocumentKind } from '../documents/document-body';
import { documentLink } from '../documents/document-links';
import { DOCUMENT_TOKEN_SECONDS } from '../documents/document-token';
import { AppError } from '../http/app-error';
import { withoutNulls } from '../plugins/app/rows';
import type { ChatDependencies } from './chat-dependencies';
import {
  createChatLookupRepository,
  type LookupOrder,
  type LookupUnit,
} from './chat-lookup-repository';

/**
 * Lookups per client address in an hour that found nothing, whatever the
 * order numbers: each is reserved before the order is read (race-free, in
 * `login_attempt`), and only one that matches gives its entry back.
 */
export const CHAT_LOOKUP_PER_ADDRESS: WindowRule = {
  scope: 'chat-lookup-address',
  delays: Array.from({ length: 30 }, () => 0),
};

type LookupDeps = Pick<ChatDependencies, 'db' | 'attempts' | 'startPo'>;

/** What an order that is not there is compared with, so that every lookup does the same work. */
const NO_ORDER: LookupOrder = {
  poNumber: '',
  status: '',
  owner: '',
  shipping: {
    fullName: '',
    mobilePhone1: '',
    countryCode: '',
    email: '',
    address1: '',
    street: '',
    district: '',
    city: '',
    postalCode: '',
    region: '',
    businessAddress: false,
  },
  hasCreditNote: false,
  units: [],
};

const email = (text: string | undefined) => (text ?? '').trim().toLowerCase();

/**
 * Whether the e-mail and mobile number (with its country code, +66 by
 * default) are those of the order's shipping address. Every check is made,
 * so a wrong e-mail takes as long as a wrong number.
 */
function detailsMatch(shipping: AddressBody, body: ChatLookupBody): boolean {
  const given = normalizePhoneNumber(
    body.phoneNumber?.trim() ? body.phoneNumber : body.shippingMobileNumber,
    body.countryCode,
  );
  const checks = [
    email(shipping.email) === email(body.email),
    normalizePhoneNumber(shipping.mobilePhone1, shipping.countryCode) === given,
    email(body.email) !== '',
    given !== '',
  ];
  return checks.every(Boolean);
}

/** The one answer to every lookup that finds nothing, whatever the reason. */
function refusal(lang: MessageLang): ChatLookupRefusal {
  return { errorCode: 'E404', title: formatMessage('help.chat.poIncorrect', lang) };
}

/**
 * The paid order (and the sub-orders asked: all of them for an order number,
 * one for a sub-order number) whose shipping address has the given e-mail
 * and mobile number; `undefined` for an unknown order, an unpaid one, a
 * number of another form and wrong details alike, after the same work: one
 * reservation, one read, every comparison. 429 when the client address used
 * up its lookups.
 */
async function matchingOrder(
  deps: LookupDeps,
  clientAddress: string,
  body: ChatLookupBody,
): Promise<{ order: LookupOrder; units: readonly LookupUnit[] } | undefined> {
  const reserved = await deps.attempts.reserve(CHAT_LOOKUP_PER_ADDRESS, clientAddress);
  // The widget shows a failed lookup's title as it is.
  if (!reserved.ok) throw new AppError(429, 'E429', 'help.chat.failed');
  const checked = validateChatOrderNumber(body.orderNumber, await deps.startPo());
  const number = checked.ok ? checked.value : '';
  const poNumber = orderNumberOfSubOrder(number) ?? number;
  const found = await createChatLookupRepository(deps.db).find(poNumber);
  const order = found ?? NO_ORDER;
  const units =
    number === poNumber
      ? order.units
      : order.units.filter((unit) => unit.subOrderNumber === number);
  const checks = [
    found !== undefined,
    order.status === 'PAID',
    units.length > 0,
    detailsMatch(order.shipping, body),
  ];
  if (!checks.every(Boolean)) return undefined;
  await deps.attempts.release(CHAT_LOOKUP_PER_ADDRESS, clientAddress, reserved.token);
  return { order, units };
}

/** Where a sub-order's state puts its parcel, in the shipment lookup's terms. */
const SHIPMENT_OF_STATE: Readonly<Record<LookupUnit['shippingState'], ShipmentStatus>> = {
  AWAITING_SHIPMENT: 'PREPARING',
  SHIPPED: 'ON_ITS_WAY',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'VOIDED',
  REFUNDED: 'REFUNDED',
};

/** The sub-order's status line in `lang`, through the domain's `subOrderStatus`. */
function statusText(unit: LookupUnit, lang: MessageLang): string {
  const status = subOrderStatus({
    shippingStatus: formatMessage(`shippingStatus.${unit.shippingState}`, lang),
    refundIssued: unit.refundIssued,
    ...withoutNulls({
      deliveredOn: unit.deliveredOn,
      cancelledOn: unit.shippingState === 'CANCELLED' ? unit.closedOn : null,
    }),
  });
  switch (status.code) {
    case 'subOrder.delivered':
    case 'subOrder.cancelled':
      return formatMessage(status.code, lang, { date: status.on });
    case 'subOrder.refunded':
      return formatMessage(status.code, lang);
    case 'subOrder.current':
      return formatMessage(status.code, lang, { status: status.status });
  }
}

function shipmentOf(unit: LookupUnit, now: Date, lang: MessageLang): ChatSubOrderShipment {
  const described = describeShipment(
    {
      status: SHIPMENT_OF_STATE[unit.shippingState],
      ...withoutNulls({ expectedDeliveryDate: unit.expectedDeliveryDate }),
    },
    now,
  );
  return {
    orderNumber: unit.subOrderNumber,
    itemName: lang === 'th' ? unit.thaiItemName : unit.itemName,
    subOrderStatus: statusText(unit, lang),
    shipment: {
      status: described.text,
      delayed: described.delayed,
      ...withoutNulls({
        deliveryDate: unit.deliveredOn,
        carrier: unit.carrier,
        carrierUrl: unit.carrierUrl,
        trackingNumber: unit.trackingNumber,
        expectedDeliveryDate: described.showExpectedDate ? unit.expectedDeliveryDate : null,
      }),
    },
  };
}

/**
 * `question/queryShipmentStatus`: where each sub-order of the order is (or
 * the one sub-order asked), through the domain's `describeShipment` at this
 * moment; the same refusal for an unknown order and for wrong details.
 */
export async function queryShipmentStatus(
  deps: LookupDeps & Pick<ChatDependencies, 'clock'>,
  clientAddress: string,
  body: ChatLookupBody,
  lang: MessageLang,
): Promise<ChatShipmentAnswer> {
  const found = await matchingOrder(deps, clientAddress, body);
  if (found === undefined) return refusal(lang);
  const now = deps.clock.now();
  return {
    poNumber: found.order.poNumber,
    shipments: found.units.map((unit) => shipmentOf(unit, now, lang)),
  };
}

const READY = {
  order_confirmation: 'chatAnswer.orderConfirmationReady',
  tax_invoice: 'chatAnswer.taxInvoiceReady',
  credit_note: 'chatAnswer.creditNoteReady',
} as const;

/**
 * A document lookup (`question/queryOrderConfirm`, `queryTaxInvoice`,
 * `queryCreditNotes`): a link that opens the order's document for a few
 * minutes with a document token issued to the order's owner (the download
 * issues an order confirmation or tax invoice on its first request; a credit
 * note exists only once a refund issued it). The same refusal for an unknown
 * order and for wrong details.
 */
export async function queryDocument(
  deps: LookupDeps & Pick<ChatDependencies, 'clock' | 'publicOrigin' | 'documentSecret'>,
  kind: DocumentKind,
  clientAddress: string,
  body: ChatLookupBody,
  lang: MessageLang,
): Promise<ChatDocumentAnswer> {
  const found = await matchingOrder(deps, clientAddress, body);
  if (found === undefined) return refusal(lang);
  const { order } = found;
  if (kind === 'credit_note' && !order.hasCreditNote) {
    return { errorCode: 'noCreditNote', title: formatMessage('chatAnswer.noCreditNote', lang) };
  }
  const now = deps.clock.now();
  const url = documentLink(
    { publicOrigin: deps.publicOrigin, secret: deps.documentSecret, now },
    { kind, poNumber: order.poNumber, owner: order.owner, number: order.poNumber },
    lang,
  );
  return {
    message: formatMessage(READY[kind], lang, { minutes: DOCUMENT_TOKEN_SECONDS / 60 }),
    url,
    expiresAt: new Date(now.getTime() + DOCUMENT_TOKEN_SECONDS * 1000).toISOString(),
  };
}
