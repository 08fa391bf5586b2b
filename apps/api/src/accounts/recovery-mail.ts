import { createHash, randomBytes } from 'node:crypto';
import type { MessageLang } from '@rewards/messages';
import type { AccountDependencies } from './account-dependencies';
import type { CustomerRecord } from './customer-repository';
import { MAIL_TO_EMAIL } from './throttle';

/** How long a password-recovery link works. */
export const RESET_KEY_MINUTES = 60;

/** Keys are kept only as their SHA-256: a copy of the table opens no account. */
export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export type RecoveryMailDependencies = Pick<
  AccountDependencies,
  'customers' | 'resetKeys' | 'resets' | 'sendMail' | 'later' | 'publicOrigin'
>;

/**
 * A recovery link for the customer (a new key, valid `RESET_KEY_MINUTES`), from
 * the shop's public origin: never from the request's Host, which the client writes.
 */
export async function recoveryLink(
  deps: Pick<RecoveryMailDependencies, 'resetKeys' | 'publicOrigin'>,
  customerId: number,
  lang: MessageLang,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await deps.resetKeys.add(keyHash(key), customerId, RESET_KEY_MINUTES);
  return `${deps.publicOrigin}/reset-password?key=${key}&lang=${lang}`;
}

/**
 * Mails the customer with `account` (a lower-cased e-mail) the message `compose`
 * makes, if there is one and the e-mail has had fewer than
 * `MAX_MAILS_PER_EMAIL_PER_HOUR` mails this hour. Runs after the answer.
 */
export function mailCustomer(
  deps: RecoveryMailDependencies,
  account: string,
  compose: (customer: CustomerRecord) => Promise<{ subject: string; text: string }>,
): void {
  deps.later(async () => {
    const slot = await deps.resets.reserve(MAIL_TO_EMAIL, account);
    if (!slot.ok) return;
    const customer = await deps.customers.byEmail(account);
    if (customer === undefined) return;
    deps.sendMail({ to: customer.email, ...(await compose(customer)) });
  });
}
