import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { hashPassword } from '../accounts/passwords';
import { loadTokenSecret } from '../accounts/tokens';
import { documentCreditNotes, type CreditNotes } from './credit-notes';
import { bangkokClock, type OperatorActionDeps } from './operator-actions';
import { activeOperator, type OperatorSignInDeps } from './operator-accounts';
import type { OperatorRecord } from './operator-repository';
import { signOperatorToken, verifyOperatorToken } from './operator-tokens';
import { seedDemoOrders } from './seed-demo-orders';

/** How long an operator's token works: a working day. */
export const OPERATOR_TOKEN_SECONDS = 8 * 3600;

/** What the operator routes share. */
export interface Operators {
  readonly signIn: OperatorSignInDeps;
  readonly actions: OperatorActionDeps;
  /**
   * The signed-in operator. @throws AppError 401 without a valid operator
   * token (a customer's token is refused: its audience is another), or when the
   * operator has been disabled since.
   */
  operator(request: FastifyRequest): Promise<OperatorRecord>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operators: Operators;
  }
}

/** Adapters a deployment (or a test) puts in place of the defaults. */
export interface OperatorAdapters {
  /** The credit notes; by default the documents' own (`documentCreditNotes`). */
  readonly creditNotes?: CreditNotes;
}

function unauthorized(): AppError {
  return new AppError(401, 'E401', 'error.E401');
}

/**
 * Decorates the instance with `operators`: sign-in, the actions' dependencies
 * and the token check. Seeds the demo orders once, except under tests
 * (`NODE_ENV=test`), whose checks count the orders they make themselves.
 */
export const operatorsPlugin = fp<{ adapters?: OperatorAdapters }>(
  async (app, { adapters = {} }) => {
    const { cost, attempts } = app.accounts;
    const secret = await loadTokenSecret(app.db, app.serverConfig.jwtSecret);
    const dummyHash = await hashPassword('not an operator password anyone has', cost);
    app.decorate('operators', {
      signIn: {
        db: app.db,
        attempts,
        cost,
        dummyHash,
        issueToken: (operatorId: number) =>
          signOperatorToken(secret, operatorId, OPERATOR_TOKEN_SECONDS),
      },
      actions: {
        db: app.db,
        ledger: app.checkout.ledger,
        creditNotes:
          adapters.creditNotes ??
          documentCreditNotes({
            seller: app.serverConfig.seller,
            clock: { now: () => new Date() },
          }),
        clock: bangkokClock,
      },
      async operator(request: FastifyRequest) {
        const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(request.headers.authorization ?? '');
        if (match?.[1] === undefined) throw unauthorized();
        const operatorId = await verifyOperatorToken(secret, match[1]);
        if (operatorId === undefined) throw unauthorized();
        const record = await activeOperator(app.db, operatorId);
        if (record === undefined) throw unauthorized();
        return record;
      },
    });
    if (process.env.NODE_ENV !== 'test') {
      const seeded = await seedDemoOrders(app.db, { seller: app.serverConfig.seller });
      if (seeded > 0) app.log.info({ seeded }, 'operators: demo orders seeded');
    }
  },
  { name: 'operators', dependencies: ['database', 'accounts', 'checkout'] },
);
