import type { FastifyInstance } from 'fastify';
import type { Money } from '@rewards/domain';
import { decodeWith, routes } from '@rewards/api-client/contract';
import { createOperator } from '../../src/operators/operator-accounts';
import {
  API,
  bearer,
  checkout,
  itemsOnSale,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
  signIn,
  type TestLine,
  type TestPayment,
} from '../checkout/helpers';

export { API, bearer, signIn };

/** The password of the tests' operators. */
export const OPERATOR_PASSWORD = 'operator password 1';

/** Creates an operator directly (as the command line's first one is made). */
export async function addOperator(
  app: FastifyInstance,
  email: string,
  role: 'operator' | 'admin' = 'operator',
) {
  return createOperator(
    { db: app.db, cost: app.accounts.cost },
    { email, name: email.split('@')[0] ?? email, password: OPERATOR_PASSWORD, role },
  );
}

/** Signs an operator in through the API and answers its token. */
export async function operatorSignIn(
  app: FastifyInstance,
  email: string,
  password = OPERATOR_PASSWORD,
) {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/operator/authenticate`,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`operator sign-in: ${response.body}`);
  return (response.json() as { id_token: string }).id_token;
}

/**
 * The `index`-th cheap item of the seed (points can pay for it), its stock now
 * counted: 50 units (an item with a stock row counts its stock).
 */
export async function stockedItem(app: FastifyInstance, index: number) {
  const item = [...(await itemsOnSale(app, 20)).values()][index];
  if (item === undefined) throw new Error(`the seed has no ${index}-th item on sale`);
  await app.db.query(
    'INSERT INTO item_stock (item_code, available) VALUES ($1, 50) ON CONFLICT DO NOTHING',
    [item.code],
  );
  return item;
}

/** Places and pays an order of `lines` for the signed-in customer; answers its PO and sub-order numbers. */
export async function paidOrder(
  app: FastifyInstance,
  token: string,
  lines: readonly TestLine[],
  payment: TestPayment = { type: 'CASH' },
  promotion: { readonly promoCode?: string; readonly discount?: Money } = {},
) {
  const { quote, placed } = await checkout(
    app,
    paymentBody(lines, { payment, ...promotion }),
    bearer(token),
  );
  if (placed === undefined || placed.status !== 200) {
    throw new Error(`placement: ${JSON.stringify(quote.body)} ${JSON.stringify(placed?.body)}`);
  }
  const order = placed.body as { poNumber: string; paymentUrl: string };
  const back = await payOnSandbox(app, order.paymentUrl, {
    action: 'pay',
    cardNumber: '4111 1111 1111 1111',
  });
  const settled = await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(token));
  if (settled.status !== 200) throw new Error(`settle: ${JSON.stringify(settled.body)}`);
  const [row] = await app.db.query<{ order_id: string }>(
    'SELECT order_id FROM orders WHERE po_number = $1',
    [order.poNumber],
  );
  const units = await app.db.query<{ sub_order_number: string }>(
    'SELECT sub_order_number FROM order_unit WHERE order_id = $1 ORDER BY unit_index',
    [row?.order_id],
  );
  return { poNumber: order.poNumber, subOrders: units.map((unit) => unit.sub_order_number) };
}

/** A call of the operators' API with the token. */
export async function operatorCall(
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const response = await app.inject({
    method,
    url: `${API}${path}`,
    ...(token === undefined ? {} : { headers: bearer(token) }),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** An order answer decoded with the contract. */
export function decodedOrder(body: unknown) {
  const result = decodeWith(routes.operatorOrder.response, body);
  if (!result.ok) throw new Error(`not an order: ${JSON.stringify(result.errors)}`);
  return result.value;
}
