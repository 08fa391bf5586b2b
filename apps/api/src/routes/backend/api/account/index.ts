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
import {
  LOGIN_ACCOUNT,
  LOGIN_ADDRESS,
  MAIL_TO_EMAIL,
  RESET_ADDRESS,
} from '../../../../accounts/throttle';

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

/** Register, sign-in and recovery take the stricter per-address limit, `SENSITIVE_RATE_LIMIT_PER_MINUTE`. */
const SENSITIVE = { rateLimit: 'sensitive' } as const;

function tooManyFailures(seconds: number): AppError {
  return new AppError(429, 'E429', 'error.tooManyFailures', { values: { seconds } });
}

/** register, authenticate, token/refresh, customer and sign-out-everywhere. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  const { publicOrigin } = app.serverConfig;
  const byId = async (id: number) => {
    const [row] = await app.db.query<CustomerRow>('SELECT * FROM customer WHERE id = $1', [id]);
    if (row === undefined) throw new AppError(401, 'E401', 'error.E401');
    return row;
  };

  /**
   * A recovery link for the customer (a new key, valid `RESET_KEY_MINUTES`), from
   * the shop's public origin: never from the request's Host, which the client writes.
   */
  const recoveryLink = async (customerId: number, lang: Lang) => {
    const key = randomBytes(32).toString('base64url');
    await app.db.query(
      `INSERT INTO password_reset (key_hash, customer_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [keyHash(key), customerId, RESET_KEY_MINUTES],
    );
    return `${publicOrigin}/reset-password?key=${key}&lang=${lang}`;
  };

  /**
   * Mails the customer with `account` (a lower-cased e-mail) the message `compose`
   * makes, if there is one and the e-mail has had fewer than
   * `MAX_MAILS_PER_EMAIL_PER_HOUR` mails this hour. Runs after the answer.
   */
  const mailCustomer = (
    account: string,
    compose: (row: CustomerRow) => Promise<{ subject: string; text: string }>,
  ) =>
    accounts.later(async () => {
      const slot = await accounts.resets.reserve(MAIL_TO_EMAIL, account);
      if (!slot.ok) return;
      const [row] = await app.db.query<CustomerRow>(
        'SELECT * FROM customer WHERE lower(email) = $1',
        [account],
      );
      if (row === undefined) return;
      app.mailer.send({ to: row.email, ...(await compose(row)) });
    });

  // Registration answers the same whether or not the e-mail has an account, after the same
  // work (the password is hashed either way); the owner of a known e-mail is told by mail.
  registerRoute(
    app,
    routes.register,
    async ({ body, lang }) => {
      const errors = validateRegistrationForm(body);
      if (!hasNoFieldErrors(errors)) throw invalid(errors, lang);
      const account = body.email.trim().toLowerCase();
      const passwordHash = await hashPassword(body.password, accounts.cost);
      const [row] = await app.db.query<{ id: number }>(
        `INSERT INTO customer (email, first_name, last_name, mobile_number, password_hash)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [
          body.email.trim(),
          body.firstName.trim(),
          body.lastName.trim(),
          body.mobileNumber.trim(),
          passwordHash,
        ],
      );
      if (row === undefined) {
        mailCustomer(account, async (customer) => ({
          subject: formatMessage('mail.registeredAgain.subject', lang),
          text: formatMessage('mail.registeredAgain.body', lang, {
            name: customer.first_name,
            link: await recoveryLink(Number(customer.id), lang),
            minutes: RESET_KEY_MINUTES,
          }),
        }));
      }
      return { ok: true as const };
    },
    SENSITIVE,
  );

  // The attempt is counted before the password is checked, per client address and per
  // account, each by one atomic reservation: concurrent guesses cannot all pass the check.
  // A right password gives the address's reservation back and forgets the account's failures.
  registerRoute(
    app,
    routes.authenticate,
    async ({ body, lang, request }) => {
      const errors = validateLoginForm(body);
      if (!hasNoFieldErrors(errors)) throw invalid(errors, lang);
      const account = body.username.trim().toLowerCase();
      const byAddress = await accounts.attempts.reserve(LOGIN_ADDRESS, request.ip);
      if (!byAddress.ok) throw tooManyFailures(byAddress.waitSeconds);
      const byAccount = await accounts.attempts.reserve(LOGIN_ACCOUNT, account);
      if (!byAccount.ok) {
        await accounts.attempts.release(LOGIN_ADDRESS, request.ip, byAddress.token);
        throw tooManyFailures(byAccount.waitSeconds);
      }
      const [row] = await app.db.query<CustomerRow>(
        'SELECT * FROM customer WHERE lower(email) = $1',
        [account],
      );
      // An unknown e-mail verifies a dummy hash, so it takes as long as a wrong password.
      const matches = await verifyPassword(row?.password_hash ?? accounts.dummyHash, body.password);
      if (row === undefined || !matches) {
        throw new AppError(400, 'wrongCredentials', 'login.wrongCredentials', { appError: true });
      }
      await accounts.attempts.clear(LOGIN_ACCOUNT, account);
      await accounts.attempts.release(LOGIN_ADDRESS, request.ip, byAddress.token);
      if (needsRehash(row.password_hash, accounts.cost)) {
        const rehashed = await hashPassword(body.password, accounts.cost);
        await app.db.query('UPDATE customer SET password_hash = $2 WHERE id = $1', [
          row.id,
          rehashed,
        ]);
      }
      return { id_token: await accounts.issueToken(Number(row.id), row.token_version) };
    },
    SENSITIVE,
  );

  registerRoute(app, routes.refreshToken, async ({ customerId }) => {
    const row = await byId(customerId);
    return { id_token: await accounts.issueToken(Number(row.id), row.token_version) };
  });

  registerRoute(app, routes.customer, async ({ customerId }) => customerOf(await byId(customerId)));

  // Password recovery (spec section 4): the answer is the same whether or not the e-mail is a
  // customer's, and comes before the lookup (the lookup, the key and the mail come after it).
  // Requests are counted apart from sign-in failures: per client address (refused past
  // MAX_RESETS_PER_ADDRESS_PER_HOUR) and per e-mail, which gets at most
  // MAX_MAILS_PER_EMAIL_PER_HOUR mails; past that the answer is the same and nothing is sent.
  registerRoute(
    app,
    routes.resetPasswordInit,
    async ({ params, lang, request }) => {
      const errors = validateForgotPasswordForm({ email: params.email });
      if (!hasNoFieldErrors(errors)) throw invalid(errors, lang);
      const byAddress = await accounts.resets.reserve(RESET_ADDRESS, request.ip);
      if (!byAddress.ok) throw new AppError(429, 'E429', 'error.E429');
      mailCustomer(params.email.trim().toLowerCase(), async (customer) => ({
        subject: formatMessage('mail.resetPassword.subject', lang),
        text: formatMessage('mail.resetPassword.body', lang, {
          name: customer.first_name,
          link: await recoveryLink(Number(customer.id), lang),
          minutes: RESET_KEY_MINUTES,
        }),
      }));
      return { ok: true as const };
    },
    SENSITIVE,
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
    SENSITIVE,
  );

  registerRoute(app, routes.signOutEverywhere, async ({ customerId }) => {
    await app.db.query('UPDATE customer SET token_version = token_version + 1 WHERE id = $1', [
      customerId,
    ]);
    return { ok: true as const };
  });
}
