import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routes, type FieldError } from '@rewards/api-client/contract';
import {
  hasNoFieldErrors,
  validateForgotPasswordForm,
  validateLoginForm,
  validateRegistrationForm,
  validateResetPasswordForm,
  type FieldErrors,
} from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang as Lang } from '@rewards/messages';
import { AppError } from '../../../../http/app-error';
import { registerRoute } from '../../../../http/register-route';
import { hashPassword, needsRehash, verifyPassword } from '../../../../accounts/passwords';

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  mobile_number: string;
  password_hash: string;
  token_version: number;
}

function customerOf(row: CustomerRow) {
  return {
    id: Number(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    mobileNumber: row.mobile_number,
  };
}

function invalid(errors: FieldErrors, lang: Lang): AppError {
  const fieldErrors: FieldError[] = Object.entries(errors).flatMap(([field, list]) =>
    (list ?? []).map((error) => ({
      field,
      code: error.code,
      message: formatMessage(error.code as MessageId, lang, {}),
    })),
  );
  return new AppError(400, 'E400', 'error.E400', { fieldErrors });
}

/** How long a password-recovery link works. */
const RESET_KEY_MINUTES = 60;

/** Keys are kept only as their SHA-256: a copy of the table opens no account. */
function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Per address, on top of the per-account failure log: a few attempts a minute. */
const PER_ADDRESS = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** register, authenticate, token/refresh, customer and sign-out-everywhere. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  const throttled = async (account: string) => {
    const seconds = await accounts.failures.waitSeconds(account);
    if (seconds > 0) {
      throw new AppError(429, 'E429', 'error.tooManyFailures', { values: { seconds } });
    }
  };
  const byId = async (id: number) => {
    const [row] = await app.db.query<CustomerRow>('SELECT * FROM customer WHERE id = $1', [id]);
    if (row === undefined) throw new AppError(401, 'E401', 'error.E401');
    return row;
  };

  registerRoute(
    app,
    routes.register,
    async ({ body, lang }) => {
      const errors = validateRegistrationForm(body);
      if (!hasNoFieldErrors(errors)) throw invalid(errors, lang);
      const account = body.email.trim().toLowerCase();
      await throttled(account);
      const passwordHash = await hashPassword(body.password, accounts.cost);
      const [row] = await app.db.query<CustomerRow>(
        `INSERT INTO customer (email, first_name, last_name, mobile_number, password_hash)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING *`,
        [
          body.email.trim(),
          body.firstName.trim(),
          body.lastName.trim(),
          body.mobileNumber.trim(),
          passwordHash,
        ],
      );
      if (row === undefined) {
        await accounts.failures.record(account);
        throw new AppError(400, 'emailTaken', 'error.emailTaken', { appError: true });
      }
      return customerOf(row);
    },
    { config: PER_ADDRESS },
  );

  registerRoute(
    app,
    routes.authenticate,
    async ({ body, lang }) => {
      const errors = validateLoginForm(body);
      if (!hasNoFieldErrors(errors)) throw invalid(errors, lang);
      const account = body.username.trim().toLowerCase();
      await throttled(account);
      const [row] = await app.db.query<CustomerRow>(
        'SELECT * FROM customer WHERE lower(email) = $1',
        [account],
      );
      // An unknown e-mail verifies a dummy hash, so it takes as long as a wrong password.
      const matches = await verifyPassword(row?.password_hash ?? accounts.dummyHash, body.password);
      if (row === undefined || !matches) {
        await accounts.failures.record(account);
        throw new AppError(400, 'wrongCredentials', 'login.wrongCredentials', { appError: true });
      }
      await accounts.failures.clear(account);
      if (needsRehash(row.password_hash, accounts.cost)) {
        const rehashed = await hashPassword(body.password, accounts.cost);
        await app.db.query('UPDATE customer SET password_hash = $2 WHERE id = $1', [
          row.id,
          rehashed,
        ]);
      }
      return { id_token: await accounts.issueToken(Number(row.id), row.token_version) };
    },
    { config: PER_ADDRESS },
  );

  registerRoute(app, routes.refreshToken, async ({ request }) => {
    const row = await byId(await accounts.customerId(request));
    return { id_token: await accounts.issueToken(Number(row.id), row.token_version) };
  });

  registerRoute(app, routes.customer, async ({ request }) =>
    customerOf(await byId(await accounts.customerId(request))),
  );

  // Password recovery (spec section 4): the answer is the same whether or not the e-mail is a
  // customer's, so it tells nobody who has an account; each request counts as a failure of the
  // account, so the throttle of sign-in also bounds how many e-mails one address can trigger.
  registerRoute(
    app,
    routes.resetPasswordInit,
    async ({ params, lang, request }) => {
      const errors = validateForgotPasswordForm({ email: params.email });
      if (!hasNoFieldErrors(errors)) throw invalid(errors, lang);
      const account = params.email.trim().toLowerCase();
      await throttled(account);
      await accounts.failures.record(account);
      const [row] = await app.db.query<CustomerRow>(
        'SELECT * FROM customer WHERE lower(email) = $1',
        [account],
      );
      if (row === undefined) return { ok: true as const };
      const key = randomBytes(32).toString('base64url');
      await app.db.query(
        `INSERT INTO password_reset (key_hash, customer_id, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [keyHash(key), row.id, RESET_KEY_MINUTES],
      );
      const link = `${request.protocol}://${request.host}/reset-password?key=${key}&lang=${lang}`;
      await app.mailer.send({
        to: row.email,
        subject: formatMessage('mail.resetPassword.subject', lang),
        text: formatMessage('mail.resetPassword.body', lang, {
          name: row.first_name,
          link,
          minutes: RESET_KEY_MINUTES,
        }),
      });
      return { ok: true as const };
    },
    { config: PER_ADDRESS },
  );

  // The new password replaces the old one once, with an unused, unexpired key; every token
  // issued before stops working (the token version rises).
  registerRoute(
    app,
    routes.resetPasswordFinish,
    async ({ body, lang }) => {
      const errors = validateResetPasswordForm(body);
      if (!hasNoFieldErrors(errors)) throw invalid(errors, lang);
      const passwordHash = await hashPassword(body.newPassword, accounts.cost);
      const changed = await app.db.transaction(async (tx) => {
        const [reset] = await tx.query<{ customer_id: number }>(
          `UPDATE password_reset SET used_at = now()
           WHERE key_hash = $1 AND used_at IS NULL AND expires_at > now()
           RETURNING customer_id`,
          [keyHash(body.key)],
        );
        if (reset === undefined) return false;
        await tx.query(
          `UPDATE customer SET password_hash = $2, token_version = token_version + 1
           WHERE id = $1`,
          [reset.customer_id, passwordHash],
        );
        await tx.query('DELETE FROM password_reset WHERE customer_id = $1 AND used_at IS NULL', [
          reset.customer_id,
        ]);
        return true;
      });
      if (!changed) {
        throw new AppError(400, 'resetKeyInvalid', 'error.resetKeyInvalid', { appError: true });
      }
      return { ok: true as const };
    },
    { config: PER_ADDRESS },
  );

  registerRoute(app, routes.signOutEverywhere, async ({ request }) => {
    const id = await accounts.customerId(request);
    await app.db.query('UPDATE customer SET token_version = token_version + 1 WHERE id = $1', [id]);
    return { ok: true as const };
  });
}
