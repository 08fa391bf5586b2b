import type { Done, ResetPasswordFinishBody } from '@rewards/api-client/contract';
import { validateForgotPasswordForm, validateResetPasswordForm } from '@rewards/domain';
import { formatMessage, type MessageLang } from '@rewards/messages';
import { AppError } from '../http/app-error';
import type { AccountDependencies } from './account-dependencies';
import { assertValidForm } from './form-errors';
import { hashPassword } from './passwords';
import {
  keyHash,
  mailCustomer,
  recoveryLink,
  RESET_KEY_MINUTES,
  type RecoveryMailDependencies,
} from './recovery-mail';
import { RESET_ADDRESS } from './throttle';

/**
 * Password recovery (spec section 4): the answer is the same whether or not the
 * e-mail is a customer's, and comes before the lookup (the lookup, the key and
 * the mail come after it). Requests are counted apart from sign-in failures: per
 * client address (refused past MAX_RESETS_PER_ADDRESS_PER_HOUR) and per e-mail,
 * which gets at most MAX_MAILS_PER_EMAIL_PER_HOUR mails; past that the answer is
 * the same and nothing is sent.
 */
export async function requestPasswordReset(
  deps: RecoveryMailDependencies,
  email: string,
  clientAddress: string,
  lang: MessageLang,
): Promise<Done> {
  assertValidForm(validateForgotPasswordForm({ email }), lang);
  const byAddress = await deps.resets.reserve(RESET_ADDRESS, clientAddress);
  if (!byAddress.ok) throw new AppError(429, 'E429', 'error.E429');
  mailCustomer(deps, email.trim().toLowerCase(), async (customer) => ({
    subject: formatMessage('mail.resetPassword.subject', lang),
    text: formatMessage('mail.resetPassword.body', lang, {
      name: customer.firstName,
      link: await recoveryLink(deps, customer.id, lang),
      minutes: RESET_KEY_MINUTES,
    }),
  }));
  return { ok: true };
}

/**
 * The new password replaces the old one once, with an unused, unexpired key;
 * every token issued before stops working (the token version rises), and the
 * customer's other unused keys go.
 */
export async function finishPasswordReset(
  deps: Pick<AccountDependencies, 'passwords' | 'inTransaction'>,
  body: ResetPasswordFinishBody,
  lang: MessageLang,
): Promise<Done> {
  assertValidForm(validateResetPasswordForm(body), lang);
  const passwordHash = await hashPassword(body.newPassword, deps.passwords.cost);
  const changed = await deps.inTransaction(async ({ customers, resetKeys }) => {
    const customerId = await resetKeys.use(keyHash(body.key));
    if (customerId === undefined) return false;
    await customers.replacePassword(customerId, passwordHash);
    await resetKeys.dropUnused(customerId);
    return true;
  });
  if (!changed) {
    throw new AppError(400, 'resetKeyInvalid', 'error.resetKeyInvalid', { appError: true });
  }
  return { ok: true };
}
