import type { FastifyInstance } from 'fastify';
import type { AddressBody, PaymentConditionBody } from '@rewards/api-client/contract';
import {
  cartLineTotal,
  moneyToString,
  pointsForCash,
  sumMoney,
  thb,
  type CardBrand,
  type Money,
} from '@rewards/domain';
import type { CheckoutAdapters } from '../../src/checkout/checkout-plugin';
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';
import { DEMO_PASSWORD } from '../../src/seed/checkout';
import { buildTestApp } from '../helpers/test-app';

/** The env of checkout tests: points on, cheap hashing, the money routes' limit out of the way, no timer sweep. */
export const CHECKOUT_ENV = {
  PASSWORD_HASH_COST: 'test',
  SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000000',
  SETTINGS: 'FE_POINTS_REDEMPTION=Y',
  CHECKOUT_SWEEP_SECONDS: '0',
  CHECKOUT_SECRET: 'checkout tests secret',
} as const;

/** The server for checkout tests. */
export async function buildCheckoutApp(
  env: NodeJS.ProcessEnv = {},
  checkout?: CheckoutAdapters,
): Promise<FastifyInstance> {
  return buildTestApp({ ...CHECKOUT_ENV, ...env }, {}, checkout);
}

export const API = '/backend/api';

/** A valid billing and shipping address. */
export const ADDRESS: AddressBody = {
  fullName: 'Somchai Jaidee',
  mobilePhone1: '0812345678',
  countryCode: '+66',
  email: 'somchai@example.com',
  address1: '99/1 Sukhumvit 21',
  street: 'Sukhumvit Road',
  district: 'Khlong Toei Nuea',
  city: 'Watthana',
  postalCode: '10110',
  region: 'TH-10',
  businessAddress: false,
};

/** The wire form of an address (flags as Y/N). */
export function addressJson(address: AddressBody = ADDRESS) {
  return { ...address, businessAddress: address.businessAddress ? 'Y' : 'N' };
}

/** A new guest id. */
export async function guestId(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${API}/common/guest-uuid` });
  return (response.json() as { guestUuid: string }).guestUuid;
}

/** Signs in a demo customer (or any customer with the demo password) and answers its token. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/authenticate`,
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in: ${response.body}`);
  return (response.json() as { id_token: string }).id_token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Items of the seed that are on sale: cheap ones first (points can pay only for those). */
export async function itemsOnSale(app: FastifyInstance, limit = 20) {
  const rows = await app.db.query<{ code: string }>(
    `SELECT code FROM item WHERE (end_date IS NULL OR end_date > now() + interval '1 day')
       AND NOT limit_quantity
     ORDER BY unit_price, code LIMIT $1`,
    [limit],
  );
  return app.itemRepository.forCheckout(rows.map((row) => row.code));
}

/** One line of an order the tests build: an item, its units, a care plan, an engraving. */
export interface TestLine {
  readonly item: CheckoutCatalogueItem;
  readonly quantity: number;
  readonly carePlan?: boolean;
  readonly engraving?: string;
}

/** How the test order is paid. */
export type TestPayment =
  | { readonly type: 'CASH' }
  | { readonly type: 'POINT' }
  | { readonly type: 'CASH_INSTALLMENT'; readonly term: number; readonly termId: string };

/** The figures of lines as the server will compute them (cash prices, care plans, KCC points). */
export function lineTotals(lines: readonly TestLine[]): Money {
  return sumMoney(
    lines.map((line) =>
      cartLineTotal({
        unitPrice: line.item.unitPrice,
        quantity: line.quantity,
        hasAppleCare: line.carePlan === true,
        ...(line.item.appleCare === undefined ? {} : { appleCare: line.item.appleCare }),
      }),
    ),
  );
}

/**
 * A checkPaymentCondition body the server accepts for `lines`, showing exactly the
 * server's figures: total, a discount given, and the payment (KCC card by default).
 */
export function paymentBody(
  lines: readonly TestLine[],
  options: {
    readonly guestUuid?: string;
    readonly discount?: Money;
    readonly promoCode?: string;
    readonly payment?: TestPayment;
    readonly cardEntity?: CardBrand;
    readonly spcEmail?: string;
    readonly tcAcknowledged?: boolean;
  } = {},
): PaymentConditionBody & Record<string, unknown> {
  const total = lineTotals(lines);
  const discount = options.discount ?? thb(0);
  const payable = total.minus(discount) as Money;
  const payment = options.payment ?? { type: 'CASH' };
  const point =
    payment.type === 'POINT' ? pointsForCash(payable, { ratePoint: 1000, rateCash: 6 }) : 0;
  return {
    shipType: 'DELIVERY',
    paymentMethod: 'CREDIT_DEBIT_CARD',
    paymentType: payment.type,
    cash: (payment.type === 'POINT' ? thb(0) : payable) as never,
    point,
    total: total as never,
    discount: discount as never,
    billing: addressJson() as never,
    shipping: addressJson() as never,
    cardEntity: options.cardEntity ?? 'KCC',
    ...(payment.type === 'CASH_INSTALLMENT'
      ? { termOfFlexi: payment.term, ippCustomer: payment.termId }
      : {}),
    ...(options.guestUuid === undefined ? {} : { guest_uuid: options.guestUuid }),
    ...(options.promoCode === undefined ? {} : { promoCode: options.promoCode }),
    ...(options.spcEmail === undefined ? {} : { spcEmail: options.spcEmail }),
    ...(options.tcAcknowledged === undefined ? {} : { tcAcknowledged: options.tcAcknowledged }),
    txnDetailVMs: lines.flatMap((line, index) =>
      Array.from({ length: line.quantity }, () => ({
        lineUuid: `line-${index + 1}`,
        code: line.item.code,
        unitPrice: line.item.unitPrice,
        hasAppleCare: line.carePlan === true ? 'Y' : 'N',
        ...(line.carePlan === true && line.item.appleCare !== undefined
          ? { appleCarePrice: line.item.appleCare.price }
          : {}),
        ...(line.engraving === undefined ? {} : { persMesg1: line.engraving }),
      })),
    ) as never,
  } as never;
}

/** A body with its money as the wire carries it (text with 2 decimals), for `app.inject`. */
export function wire(body: unknown): unknown {
  return JSON.parse(
    JSON.stringify(body, (_key, value: unknown) =>
      typeof value === 'object' && value !== null && 'toFixed' in value && 'plus' in value
        ? moneyToString(value as Money)
        : value,
    ),
  );
}

/** POST a JSON body (money as text) with optional headers. */
export async function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload: wire(body) as object,
    headers,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A fresh idempotency key. */
export function key(): string {
  return `key-${crypto.randomUUID()}`;
}

/** A quote, then its order: the order number and payment page. */
export async function checkout(
  app: FastifyInstance,
  body: ReturnType<typeof paymentBody>,
  headers: Record<string, string> = {},
  idempotencyKey = key(),
) {
  const quote = await post(app, '/shopping-cart/checkPaymentCondition?lang=en', body, headers);
  if (quote.status !== 200) return { quote, placed: undefined };
  const placed = await post(
    app,
    '/transaction/payment?lang=en',
    {
      quote: quote.body['quote'],
      idempotencyKey,
      ...(typeof body['guest_uuid'] === 'string' ? { guest_uuid: body['guest_uuid'] } : {}),
    },
    headers,
  );
  return { quote, placed };
}

/**
 * Pays on the sandbox's page as a browser would (the card number typed there),
 * following its 303: answers the payment-process query the storefront receives.
 */
export async function payOnSandbox(
  app: FastifyInstance,
  paymentUrl: string,
  form: { cardNumber?: string; action: 'pay' | 'cancel' },
): Promise<URLSearchParams> {
  const response = await app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: form.action,
      cardNumber: form.cardNumber ?? '',
    }).toString(),
  });
  if (response.statusCode !== 303)
    throw new Error(`sandbox: ${response.statusCode} ${response.body}`);
  const location = String(response.headers.location);
  if (!location.startsWith('/cart/payment-process?'))
    throw new Error(`sandbox went to ${location}`);
  return new URLSearchParams(location.slice(location.indexOf('?') + 1));
}

/** The payment-process query as the storefront posts it to kscpaygate/paymentProcess. */
export function returnBody(query: URLSearchParams) {
  return Object.fromEntries(
    ['code', 'state', 'token', 'lang', 'guest_uuid'].flatMap((name) => {
      const value = query.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}
