import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorRoutes as routes } from '@rewards/api-client/contract';
import { registerRoute } from '../../../../http/register-route';
import {
  cancelSubOrder,
  deliverSubOrder,
  issueRefundCode,
  refundSubOrder,
  shipSubOrder,
} from '../../../../operators/operator-actions';
import {
  authenticateOperator,
  createOperator,
  operatorView,
} from '../../../../operators/operator-accounts';
import { listOrders, readOrder } from '../../../../operators/operator-queries';

/** Sign-in takes the stricter per-address limit, as the customers' does. */
const SENSITIVE = { rateLimit: 'sensitive' } as const;

/** The operators' API under /backend/api/operator: each route decodes, calls one use case, encodes. */
export async function operatorApiRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app;
  const signedIn = (request: FastifyRequest) => operators.operator(request);

  registerRoute(
    app,
    routes.operatorAuthenticate,
    async ({ body, request }) => {
      const { token, operator } = await authenticateOperator(operators.signIn, body, request.ip);
      return { id_token: token, operator };
    },
    SENSITIVE,
  );

  registerRoute(app, routes.operatorMe, async ({ request }) =>
    operatorView(await signedIn(request)),
  );

  registerRoute(app, routes.operatorCreate, async ({ body, request }) =>
    createOperator(
      { db: app.db, cost: app.accounts.cost },
      { ...body, role: body.role ?? 'operator' },
      await signedIn(request),
    ),
  );

  registerRoute(app, routes.operatorOrders, async ({ query, request }) => {
    await signedIn(request);
    return listOrders(
      app.db,
      {
        ...(query.status === undefined ? {} : { status: query.status }),
        ...(query.shippingState === undefined ? {} : { shippingState: query.shippingState }),
        ...(query.poNumber === undefined ? {} : { poNumber: query.poNumber }),
        ...(query.email === undefined ? {} : { email: query.email }),
      },
      {
        ...(query.pageNumber === undefined ? {} : { number: query.pageNumber }),
        ...(query.pageSize === undefined ? {} : { size: query.pageSize }),
      },
    );
  });

  registerRoute(app, routes.operatorOrder, async ({ params, lang, request }) => {
    await signedIn(request);
    return readOrder(app.db, params.poNumber, lang);
  });

  registerRoute(app, routes.operatorShip, async ({ params, body, lang, request }) => {
    const operator = await signedIn(request);
    return shipSubOrder(operators.actions, operator.id, params.subOrderNumber, body, lang);
  });

  registerRoute(app, routes.operatorDeliver, async ({ params, body, lang, request }) => {
    const operator = await signedIn(request);
    return deliverSubOrder(
      operators.actions,
      operator.id,
      params.subOrderNumber,
      body.deliveredOn,
      lang,
    );
  });

  registerRoute(app, routes.operatorCancel, async ({ params, body, lang, request }) => {
    const operator = await signedIn(request);
    return cancelSubOrder(operators.actions, operator.id, params.subOrderNumber, body.on, lang);
  });

  registerRoute(app, routes.operatorRefund, async ({ params, body, lang, request }) => {
    const operator = await signedIn(request);
    return refundSubOrder(operators.actions, operator.id, params.subOrderNumber, body, lang);
  });

  registerRoute(app, routes.operatorIssueRefundCode, async ({ body, request }) => {
    const operator = await signedIn(request);
    return issueRefundCode(operators.actions, operator.id, body);
  });
}
