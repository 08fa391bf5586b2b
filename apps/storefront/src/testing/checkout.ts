import { fork, type Effect, type Scope, type StoreWritable } from 'effector';
import {
  IppConfigBody,
  PaymentOutcome,
  PromoCheckResult,
  decodeWith,
  type CartCheck,
  type ConfigBody,
  type CustomerAddresses,
  type PaymentConditionBody,
  type PaymentQuote,
  type PlaceOrderBody,
  type PlacedOrder,
  type PostalCodePlaces,
  type PriceCodeBody,
} from '@rewards/api-client/contract';
import { ZERO_THB, thb } from '@rewards/domain';
import { $cart, $cartRestored } from '../entities/cart/model';
import { toStoredLine } from '../entities/cart/cart-line-codec';
import { cartLineOfItem } from '../entities/cart/cart-line-of-item';
import type { StoredCartLine } from '../entities/cart/stored-line';
import {
  EMPTY_INPUTS,
  EMPTY_PAYMENT,
  restoreCheckoutFx,
  type CheckoutInputs,
  type CheckoutPayment,
} from '../entities/checkout/model';
import type { AddressValues } from '../entities/checkout/address-values';
import { EMPTY_ADDRESS } from '../entities/checkout/address-values';
import { $rawConfig } from '../entities/config/model';
import {
  $guestUuid,
  $idToken,
  $sessionRestored,
  applyTokenFx,
  fetchCustomerFx,
} from '../entities/session/model';
import {
  checkPaymentConditionFx,
  checkPromoCodeFx,
  fetchRefundCodesFx,
  checkServerCartFx,
  fetchCustomerAddressesFx,
  fetchIppConfigFx,
  fetchPointsFx,
  fetchPriceCodesFx,
  fetchRegionsFx,
  goToPaymentFx,
  historyBackFx,
  lookupPostalCodeFx,
  paymentReturnFx,
  placeOrderFx,
  putBillingFx,
  putShippingFx,
  scrollToTopFx,
  $postalLookupDelay,
} from '../pages/checkout/model';
import { readClockFx } from '../shared/clock';
import { writeSliceFx, type SliceWrite } from '../shared/persistence/storage';
import { $location, navigateFx, type NavigateTo } from '../shared/router/model';
import { anItem } from './fixtures';

/** A value decoded with the contract; throws on a bad fixture. */
export function wire<A>(codec: Parameters<typeof decodeWith<A, unknown>>[0], json: unknown): A {
  const result = decodeWith(codec, json);
  if (!result.ok) throw new Error(`Bad fixture: ${JSON.stringify(result.errors)}`);
  return result.value;
}

/** A cart line of the iPhone fixture (THB 45,900; care plan THB 8,490). */
export function phoneLine(
  uuid: string,
  quantity: number,
  options: { checked?: boolean; carePlan?: boolean; persMesg1?: string; unitPrice?: string } = {},
): StoredCartLine {
  return toStoredLine({
    ...cartLineOfItem(
      {
        item: anItem(options.unitPrice === undefined ? {} : { unitPrice: options.unitPrice }),
        quantity,
        carePlan: options.carePlan ?? false,
        engraving: { persMesg1: options.persMesg1 ?? '', persMesg2: '' },
        itemDetailLink: '/itemDetail?itemCode=IP17P-256-BLK',
      },
      uuid,
    ),
    checked: options.checked ?? true,
  });
}

/** A billing or shipping address that passes every rule. */
export const GOOD_ADDRESS: AddressValues = {
  ...EMPTY_ADDRESS,
  fullName: 'Somchai Jaidee',
  mobilePhone1: '0812345678',
  email: 'somchai@example.com',
  address1: '99/1 Moo 3',
  street: 'Sukhumvit Road',
  district: 'Khlong Toei Nuea',
  city: 'Watthana',
  postalCode: '10110',
  region: 'BKK',
};

/** The instalment config: 3, 6 and 10 months at 0%, 0.5% and 0.89%, from THB 3,000 to 500,000. */
export const IPP_CONFIG = wire(IppConfigBody, {
  ippConfig: {
    '3': { termValue: 3, termId: 'T3', custIpp: '0' },
    '6': { termValue: 6, termId: 'T6', custIpp: '0.5' },
    '10': { termValue: 10, termId: 'T10', custIpp: '0.89' },
  },
  cashInstallments: [
    {
      cashFrom: '3000.00',
      cashTo: '500000.00',
      term: [3, 6, 10],
      termCardBrands: [{ term: 10, cardBrand: ['KCC'] }],
    },
  ],
});

export const PRICE_CODES: readonly PriceCodeBody[] = [
  { cardBrand: 'KCC', ratePoint: 1000, rateCash: 6 },
  { cardBrand: 'AYCAP', ratePoint: 1000, rateCash: 6 },
  { cardBrand: 'GCS', ratePoint: 1000, rateCash: 6 },
  { cardBrand: 'TMS', ratePoint: 1000, rateCash: 6 },
];

/** A promotion as the server answers it; fields can be overridden in wire form. */
export function promoResult(overrides: Record<string, unknown> = {}): PromoCheckResult {
  return wire(PromoCheckResult, {
    status: 'APPLIED',
    promotionCode: 'SAVE500',
    promotionDiscount: '500.00',
    originalPromotionValue: '500.00',
    special: 'N',
    tcRequired: 'N',
    applyAppleCare: 'N',
    haveGift: 'N',
    description: 'THB 500 off',
    thaiDescription: 'ลด 500 บาท',
    ...overrides,
  });
}

export function outcome(json: Record<string, unknown>): PaymentOutcome {
  return wire(PaymentOutcome, json);
}

/** An API refusal as the client rejects with it: a 400 carrying a checkout error key. */
export function refusal(
  errorKey: string,
  title = `Refused ${errorKey}`,
  fieldErrors: readonly { field: string; code: string; message?: string }[] = [],
) {
  const body = { errorKey, title, thaiTitle: `ปฏิเสธ ${errorKey}`, fieldErrors };
  return { kind: 'badRequest', status: 400, appError: body, fieldErrors, body } as const;
}

type Handler = (...args: never[]) => unknown;

export interface CheckoutSetUp {
  readonly lines?: readonly StoredCartLine[];
  readonly token?: string | null;
  readonly guest?: string | null;
  readonly inputs?: Partial<CheckoutInputs>;
  readonly payment?: Partial<CheckoutPayment>;
  readonly config?: ConfigBody;
  readonly location?: string;
  readonly handlers?: readonly (readonly [Effect<never, unknown, unknown>, Handler])[];
  readonly values?: readonly (readonly [StoreWritable<unknown>, unknown])[];
}

/** What the fake world recorded: navigations, storage writes, and every call of the API. */
export interface Recorded {
  readonly navigations: string[];
  readonly replaced: string[];
  readonly writes: SliceWrite[];
  readonly quotes: PaymentConditionBody[];
  readonly orders: PlaceOrderBody[];
  readonly redirects: string[];
  readonly scrolls: number[];
}

const QUOTE: PaymentQuote = {
  quote: 'signed-quote',
  expiresAt: '2026-06-01T01:00:00Z',
  total: thb('45900.00'),
  discount: ZERO_THB,
  cash: thb('45900.00'),
  point: 0,
  paymentType: 'CASH',
  lines: [],
};

/**
 * A scope of the checkout in the browser: the cart, the session and the kept
 * checkout as given, the shop's reference data answered, the API's calls
 * recorded and answered with success unless a test gives its own handler.
 */
export function checkoutScope(setUp: CheckoutSetUp = {}): { scope: Scope; recorded: Recorded } {
  const recorded: Recorded = {
    navigations: [],
    replaced: [],
    writes: [],
    quotes: [],
    orders: [],
    redirects: [],
    scrolls: [],
  };
  const [pathname = '/cart/2', search = ''] = (setUp.location ?? '/cart/2?lang=en').split(/(?=\?)/);
  const defaults: [Effect<never, unknown, unknown>, Handler][] = [
    [
      restoreCheckoutFx as never,
      () => ({
        inputs: { ...EMPTY_INPUTS, ...setUp.inputs },
        payment: { ...EMPTY_PAYMENT, ...setUp.payment },
      }),
    ],
    [fetchIppConfigFx as never, () => IPP_CONFIG],
    [fetchPriceCodesFx as never, () => PRICE_CODES],
    [fetchRegionsFx as never, () => [{ code: 'BKK', name: 'Bangkok', thaiName: 'กรุงเทพมหานคร' }]],
    [fetchPointsFx as never, () => 0],
    [
      fetchCustomerAddressesFx as never,
      (): CustomerAddresses => ({ billing: null, shipping: null }),
    ],
    [
      fetchCustomerFx as never,
      () => ({ id: 1, email: 'a@b.c', firstName: 'A', lastName: 'B', mobileNumber: '0812345678' }),
    ],
    [
      checkServerCartFx as never,
      (): CartCheck => ({ valid: true, expiredUuids: [], errors: [], notices: [] }),
    ],
    [lookupPostalCodeFx as never, (): PostalCodePlaces => ({ postalCode: '', choices: [] })],
    [checkPromoCodeFx as never, () => promoResult()],
    [fetchRefundCodesFx as never, () => []],
    [
      checkPaymentConditionFx as never,
      (body: PaymentConditionBody) => {
        recorded.quotes.push(body);
        return QUOTE;
      },
    ],
    [
      placeOrderFx as never,
      (body: PlaceOrderBody): PlacedOrder => {
        recorded.orders.push(body);
        return { poNumber: 'OEKSCTHA00000042', paymentUrl: '/sandbox-pay/42', status: 'PENDING' };
      },
    ],
    [goToPaymentFx as never, (url: string) => void recorded.redirects.push(url)],
    [scrollToTopFx as never, () => void recorded.scrolls.push(0)],
    [paymentReturnFx as never, () => outcome({ status: 'success', poNumber: 'OEKSCTHA00000042' })],
    [historyBackFx as never, () => false],
    [putBillingFx as never, () => ({ ok: true })],
    [putShippingFx as never, () => ({ ok: true })],
    [applyTokenFx as never, () => undefined],
    [readClockFx as never, () => new Date('2026-06-01T00:00:00Z')],
    [writeSliceFx as never, (write: SliceWrite) => void recorded.writes.push(write)],
    [
      navigateFx as never,
      (to: NavigateTo) => {
        (to.replace === true ? recorded.replaced : recorded.navigations).push(
          `${to.pathname}${to.search}`,
        );
        return { pathname: to.pathname, search: to.search };
      },
    ],
  ];
  const overridden = new Set((setUp.handlers ?? []).map(([unit]) => unit));
  const scope = fork({
    values: [
      [$cart, setUp.lines ?? [phoneLine('a', 1)]],
      [$cartRestored, true],
      [$sessionRestored, true],
      [$idToken, setUp.token ?? null],
      [$guestUuid, setUp.guest === undefined ? 'guest-1' : setUp.guest],
      [$rawConfig, setUp.config ?? {}],
      [$location, { pathname, search }],
      [$postalLookupDelay, 0],
      ...(setUp.values ?? []),
    ] as never,
    handlers: [
      ...defaults.filter(([unit]) => !overridden.has(unit)),
      ...(setUp.handlers ?? []),
    ] as never,
  });
  return { scope, recorded };
}
