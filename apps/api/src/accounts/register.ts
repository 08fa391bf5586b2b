import type { Done, RegisterBody } from '@rewards/api-client/contract';
import { validateRegistrationForm } from '@rewards/domain';
import { formatMessage, type MessageLang } from '@rewards/messages';
import type { AccountDependencies } from './account-dependencies';
import { assertValidForm } from './form-errors';
import { hashPassword } from './passwords';
import {
  mailCustomer,
  recoveryLink,
  RESET_KEY_MINUTES,
  type RecoveryMailDependencies,
} from './recovery-mail';

export type RegisterDependencies = RecoveryMailDependencies &
  Pick<AccountDependencies, 'passwords'>;

/**
 * Creates the account. The answer is the same whether or not the e-mail has an
 * account, after the same work (the password is hashed either way); the owner of
 * a known e-mail is told by mail, with a recovery link.
 */
export async function register(
  deps: RegisterDependencies,
  body: RegisterBody,
  lang: MessageLang,
): Promise<Done> {
  assertValidForm(validateRegistrationForm(body), lang);
  const account = body.email.trim().toLowerCase();
  const passwordHash = await hashPassword(body.password, deps.passwords.cost);
  const id = await deps.customers.insert({
    email: body.email.trim(),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    mobileNumber: body.mobileNumber.trim(),
    passwordHash,
  });
  if (id === undefined) {
    mailCustomer(deps, account, async (customer) => ({
      subject: formatMessage('mail.registeredAgain.subject', lang),
      text: formatMessage('mail.registeredAgain.body', lang, {
        name: customer.firstName,
        link: await recoveryLink(deps, customer.id, lang),
        minutes: RESET_KEY_MINUTES,
      }),
    }));
  }
  return { ok: true };
}
