import type { FastifyInstance } from 'fastify';
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
  readOperator,
} from '../../../../operators/operator-accounts';
import { listOrders, readOrder } from '../../../../operators/operator-queries';

/** Sign-in takes the stricter per-address limit, as the customers' does. */
const SENSITIVE = { rateLimit: 'sensitive' } as const;

/**
 * The operators' API under /backend/api/operator: registerRoute checks the
 * operator's token (the contract's `auth: 'operator'`); each route decodes,
 * calls one use case, encodes.
 */
export async function operatorApiRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app;
  const { actions } = operators;

  registerRoute(
    app,
    routes.operatorAuthenticate,
    async ({ body, request }) => {
      const { token, operator } = await authenticateOperator(operators.signIn, body, request.ip);
      return { id_token: token, operator };
    },
    SENSITIVE,
  );

  registerRoute(app, routes.operatorMe, ({ operatorId }) => readOperator(app.db, operatorId));

  registerRoute(app, routes.operatorCreate, ({ body, operatorId }) =>
    createOperator(
      { db: app.db, cost: app.accounts.cost },
      { ...body, role: body.role ?? 'operator' },
      operatorId,
    ),
  );

  registerRoute(app, routes.operatorOrders, ({ query }) =>
    listOrders(
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
    ),
  );

  registerRoute(app, routes.operatorOrder, ({ params, lang }) =>
    readOrder(app.db, params.poNumber, lang),
  );

  registerRoute(app, routes.operatorShip, ({ params, body, lang, operatorId }) =>
    shipSubOrder(actions, operatorId, params.subOrderNumber, body, lang),
  );

  registerRoute(app, routes.operatorDeliver, ({ params, body, lang, operatorId }) =>
    deliverSubOrder(actions, operatorId, params.subOrderNumber, body.deliveredOn, lang),
  );

  registerRoute(app, routes.operatorCancel, ({ params, body, lang, operatorId }) =>
    cancelSubOrder(actions, operatorId, params.subOrderNumber, body.on, lang),
  );

  registerRoute(app, routes.operatorRefund, ({ params, body, lang, operatorId }) =>
    refundSubOrder(actions, operatorId, params.subOrderNumber, body, lang),
  );

  registerRoute(app, routes.operatorIssueRefundCode, ({ body, operatorId }) =>
    issueRefundCode(actions, operatorId, body),
  );
}
