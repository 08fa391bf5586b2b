import { randomBytes } from 'node:crypto';

/**
 * Calls of the shop's API a journey makes from outside the browser, as the
 * storefront makes them: a customer's sign-up, and a guest's paid order (the
 * order a customer later assigns to the account).
 */

const API = '/backend/api';

async function call(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; form?: URLSearchParams } = {},
): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined && init.form === undefined ? 'GET' : 'POST'),
    redirect: 'manual',
    headers: {
      origin: baseUrl,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    ...(init.form === undefined ? {} : { body: init.form.toString() }),
  });
  if (response.status >= 400) {
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  return response;
}

export interface Customer {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobileNumber: string;
}

/** A new customer, signed up through the API as the sign-up form does. */
export async function signedUpCustomer(baseUrl: string, prefix: string): Promise<Customer> {
  const customer: Customer = {
    email: `${prefix}-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Passw0rd!2026',
    firstName: 'Malee',
    lastName: 'Sukjai',
    mobileNumber: '0812345678',
  };
  await call(baseUrl, `${API}/register`, {
    body: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      confirmEmail: customer.email,
      password: customer.password,
      confirmPassword: customer.password,
      mobileNumber: customer.mobileNumber,
      termsAcknowledged: true,
    },
  });
  return customer;
}

/** A guest's order, paid by card, shipped to `email` and `mobile`. */
export interface GuestOrder {
  readonly poNumber: string;
  readonly email: string;
  readonly mobile: string;
}

/**
 * A guest buys one item of `code` at `price` (baht, e.g. `790.00`) by card in
 * full: the guest id, the payment condition, the order, the sandbox provider's
 * page and the return the storefront posts.
 */
export async function guestPaidOrder(
  baseUrl: string,
  code: string,
  price: string,
): Promise<GuestOrder> {
  const email = `guest-${randomBytes(4).toString('hex')}@example.com`;
  const mobile = '0898765432';
  const guest = (await (await call(baseUrl, `${API}/common/guest-uuid`)).json()) as {
    guestUuid: string;
  };
  const address = {
    fullName: 'Nok Sukjai',
    mobilePhone1: mobile,
    countryCode: '+66',
    email,
    address1: '99/1 Sukhumvit 21',
    street: 'Sukhumvit Road',
    district: 'Khlong Toei Nuea',
    city: 'Watthana',
    postalCode: '10110',
    region: 'TH-10',
    businessAddress: 'N',
  };
  const quote = (await (
    await call(baseUrl, `${API}/shopping-cart/checkPaymentCondition?lang=en`, {
      body: {
        shipType: 'DELIVERY',
        paymentMethod: 'CREDIT_DEBIT_CARD',
        paymentType: 'CASH',
        cash: price,
        point: 0,
        total: price,
        discount: '0.00',
        billing: address,
        shipping: address,
        cardEntity: 'KCC',
        guest_uuid: guest.guestUuid,
        txnDetailVMs: [{ lineUuid: 'line-1', code, unitPrice: price, hasAppleCare: 'N' }],
      },
    })
  ).json()) as { quote: unknown };
  const placed = (await (
    await call(baseUrl, `${API}/transaction/payment?lang=en`, {
      body: {
        quote: quote.quote,
        idempotencyKey: randomBytes(16).toString('hex'),
        guest_uuid: guest.guestUuid,
      },
    })
  ).json()) as { poNumber: string; paymentUrl: string };
  const paid = await call(baseUrl, new URL(placed.paymentUrl, baseUrl).pathname, {
    form: new URLSearchParams({ action: 'pay', cardNumber: '4111 1111 1111 1111' }),
  });
  const location = paid.headers.get('location') ?? '';
  const query = new URL(location, baseUrl).searchParams;
  await call(baseUrl, `${API}/kscpaygate/paymentProcess`, {
    body: Object.fromEntries(
      ['code', 'state', 'token', 'lang', 'guest_uuid'].flatMap((name) => {
        const value = query.get(name);
        return value === null ? [] : [[name, value]];
      }),
    ),
  });
  return { poNumber: placed.poNumber, email, mobile };
}
