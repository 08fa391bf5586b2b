import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { parseShopConfig } from '@rewards/domain';
import { AppError } from '../http/app-error';
import type { AccountDependencies } from './account-dependencies';
import { createCustomerRepository } from './customer-repository';
import { createPasswordResetRepository } from './password-reset-repository';
import { hashPassword, OWASP_COST, TEST_COST, type HashCost } from './passwords';
import { loadTokenSecret, signToken, verifyToken } from './tokens';
import { createWindowCounter, type WindowCounter } from './window-counter-repository';

/** What the account routes share: the hash cost, the token secret and the windowed counts. */
export interface Accounts {
  readonly cost: HashCost;
  /** Sign-in attempts per account and per client address. */
  readonly attempts: WindowCounter;
  /** Password-recovery requests per client address and mails per e-mail. */
  readonly resets: WindowCounter;
  /** Deletes the counts with nothing in the last hour (also done on a timer). */
  prune(): Promise<void>;
  /**
   * Runs `work` after the answer, off the request's path (mails and the lookups
   * that decide them), so an answer takes as long whatever the work; a failure is logged.
   */
  later(work: () => Promise<void>): void;
  /** Resolves once every `later` work started so far has finished. */
  settled(): Promise<void>;
  /** A hash of nothing anyone knows, verified for an unknown e-mail so both answers take as long. */
  readonly dummyHash: string;
  /** A token for the customer under their current token version, for `FE_TOKEN_TIME_OUT`. */
  issueToken(customerId: number, tokenVersion: number): Promise<string>;
  /**
   * The signed-in customer's id. @throws AppError 401 without a valid, current
   * bearer token. Only `registerRoute` calls it, by the route's contract `auth`.
   */
  customerId(request: FastifyRequest): Promise<number>;
  /** What the account use cases of `src/accounts/` take, over the shop's database. */
  readonly dependencies: AccountDependencies;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

function unauthorized(): AppError {
  return new AppError(401, 'E401', 'error.E401');
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How often the counts with nothing in the last hour are deleted. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Decorates the instance with `accounts`, and refuses a state-changing API call
 * whose `Origin` is present and neither the shop's own host nor in `ALLOWED_ORIGINS`
 * (tokens travel only in the Authorization header, so this is defence in depth).
 */
export const accountsPlugin = fp(
  async (app) => {
    const config = app.serverConfig;
    const cost = config.passwordHashCost === 'test' ? TEST_COST : OWASP_COST;
    const secret = await loadTokenSecret(app.db, config.jwtSecret);
    const dummyHash = await hashPassword('not a password anyone has', cost);
    const lifetimeMs = async () => {
      const raw = await app.settingsRepository.setting('FE_TOKEN_TIME_OUT');
      return parseShopConfig({ FE_TOKEN_TIME_OUT: raw }).tokenTimeoutMs;
    };

    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined) return;
      // The public origin, not the request's Host: a proxy may rewrite Host, and a client may forge it.
      if (origin === config.publicOrigin || config.allowedOrigins.includes(origin)) return;
      throw new AppError(403, 'E403', 'error.E403');
    });

    const customers = createCustomerRepository(app.db);
    const attempts = createWindowCounter(app.db, 'login_attempt');
    const resets = createWindowCounter(app.db, 'reset_request');
    const prune = async () => {
      await attempts.prune();
      await resets.prune();
    };
    const running = new Set<Promise<void>>();
    // The work starts once the event loop has moved past the request's own callbacks, so the
    // answer is written first: started at once, an in-process database's first reply (a known
    // e-mail's lookup) ran on before the answer did, and a recovery link for a known e-mail
    // was answered about twice as slowly as for an unknown one (test/accounts/same-time).
    const later = (work: () => Promise<void>) => {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error }, 'account work after the answer'))
        .finally(() => running.delete(task));
      running.add(task);
    };
    const settled = async () => {
      while (running.size > 0) await Promise.all(running);
    };
    const timer = setInterval(() => later(prune), PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await settled();
      await app.mailer.settled();
    });

    const issueToken = async (customerId: number, tokenVersion: number) =>
      signToken(secret, { customerId, tokenVersion }, await lifetimeMs());

    const dependencies: AccountDependencies = {
      customers,
      resetKeys: createPasswordResetRepository(app.db),
      attempts,
      resets,
      inTransaction: (work) =>
        app.db.transaction((tx) =>
          work({
            customers: createCustomerRepository(tx),
            resetKeys: createPasswordResetRepository(tx),
          }),
        ),
      passwords: { cost, dummyHash },
      issueToken,
      sendMail: (mail) => app.mailer.send(mail),
      later,
      publicOrigin: config.publicOrigin,
    };

    app.decorate('accounts', {
      cost,
      attempts,
      resets,
      prune,
      later,
      settled,
      dummyHash,
      issueToken,
      dependencies,
      async customerId(request: FastifyRequest) {
        const header = request.headers.authorization ?? '';
        const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header);
        if (match?.[1] === undefined) throw unauthorized();
        const claims = await verifyToken(secret, match[1]);
        if (claims === undefined) throw unauthorized();
        const tokenVersion = await customers.tokenVersion(claims.customerId);
        if (tokenVersion !== claims.tokenVersion) throw unauthorized();
        return claims.customerId;
      },
    });
  },
  { name: 'accounts', dependencies: ['database', 'repositories', 'mail'] },
);
