import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { authenticate } from '../../../../accounts/authenticate';
import { finishPasswordReset, requestPasswordReset } from '../../../../accounts/password-recovery';
import { register } from '../../../../accounts/register';
import { refreshToken, signOutEverywhere } from '../../../../accounts/session';
import { customerProfile } from '../../../../after-sale/profile';
import { registerRoute } from '../../../../http/register-route';

/** Register, sign-in and recovery take the stricter per-address limit, `SENSITIVE_RATE_LIMIT_PER_MINUTE`. */
const SENSITIVE = { rateLimit: 'sensitive' } as const;

/**
 * register, authenticate, token/refresh, customer, sign-out-everywhere and
 * password recovery: each decodes, calls its use case in `src/accounts/`, encodes.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.accounts.dependencies;

  registerRoute(app, routes.register, ({ body, lang }) => register(deps, body, lang), SENSITIVE);

  registerRoute(
    app,
    routes.authenticate,
    ({ body, lang, request }) => authenticate(deps, body, request.ip, lang),
    SENSITIVE,
  );

  registerRoute(app, routes.refreshToken, ({ customerId }) => refreshToken(deps, customerId));

  // The whole profile, addresses included (the profile page and the session's keep-alive).
  registerRoute(app, routes.customer, ({ customerId }) => customerProfile(app, customerId));

  registerRoute(
    app,
    routes.resetPasswordInit,
    ({ params, lang, request }) => requestPasswordReset(deps, params.email, request.ip, lang),
    SENSITIVE,
  );

  registerRoute(
    app,
    routes.resetPasswordFinish,
    ({ body, lang }) => finishPasswordReset(deps, body, lang),
    SENSITIVE,
  );

  registerRoute(app, routes.signOutEverywhere, ({ customerId }) =>
    signOutEverywhere(deps, customerId),
  );
}
