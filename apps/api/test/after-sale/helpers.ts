import type { FastifyInstance } from 'fastify';
import {
  API,
  bearer,
  checkout,
  guestId,
  itemsOnSale,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
  signIn,
} from '../checkout/helpers';

export { API, bearer, signIn };

/** The env of these tests: cheap hashing, money routes' limit out of the way, no timer sweep, fixed keys. */
export const AFTER_SALE_ENV = {
  PASSWORD_HASH_COST: 'test',
  SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000000',
  CHECKOUT_SWEEP_SECONDS: '0',
  CHECKOUT_SECRET: 'after-sale tests secret',
  DOCUMENT_SECRET: 'after-sale documents secret',
  PUBLIC_ORIGIN: 'https://shop.example',
} as const;

/** Registers a customer with `password` and answers its token. */
export async function newCustomer(app: FastifyInstance, email: string, password = 'Passw0rd!x') {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/register`,
    payload: {
      firstName: 'Anna',
      lastName: 'Test',
      email,
      confirmEmail: email,
      password,
      confirmPassword: password,
      mobileNumber: '0812345678',
      termsAcknowledged: true,
    },
  });
  if (response.statusCode !== 200) throw new Error(`register: ${response.body}`);
  return signIn(app, email, password);
}

/**
 * Places and pays a one-unit order of the cheapest item on sale, as the
 * customer of `token` or as a new guest; answers its numbers and the guest id.
 */
export async function paidOrder(app: FastifyInstance, as: { token: string } | 'guest') {
  const [item] = [...(await itemsOnSale(app, 1)).values()];
  if (item === undefined) throw new Error('no item on sale');
  const guest = as === 'guest' ? await guestId(app) : undefined;
  const headers = as === 'guest' ? {} : bearer(as.token);
  const body = paymentBody(
    [{ item, quantity: 1 }],
    guest === undefined ? {} : { guestUuid: guest },
  );
  const { quote, placed } = await checkout(app, body, headers);
  if (placed === undefined || placed.status !== 200) {
    throw new Error(`placement: ${JSON.stringify(quote.body)} ${JSON.stringify(placed?.body)}`);
  }
  const order = placed.body as { poNumber: string; paymentUrl: string };
  const back = await payOnSandbox(app, order.paymentUrl, {
    action: 'pay',
    cardNumber: '4111 1111 1111 1111',
  });
  const settled = await post(app, '/kscpaygate/paymentProcess', returnBody(back), headers);
  if (settled.status !== 200) throw new Error(`settle: ${JSON.stringify(settled.body)}`);
  const units = await app.db.query<{ sub_order_number: string }>(
    `SELECT sub_order_number FROM order_unit JOIN orders USING (order_id)
      WHERE po_number = $1 ORDER BY unit_index`,
    [order.poNumber],
  );
  return {
    poNumber: order.poNumber,
    subOrders: units.map((unit) => unit.sub_order_number),
    guestUuid: guest,
  };
}

/** A call with an optional bearer token: its status, headers and body (JSON when it is). */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token?: string,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url: path.startsWith('http') ? new URL(path).pathname + new URL(path).search : `${API}${path}`,
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (json ? response.json() : undefined) as Record<string, unknown>,
    raw: response.rawPayload,
  };
}
