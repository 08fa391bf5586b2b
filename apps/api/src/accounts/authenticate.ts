import type { AuthenticateBody, IdToken } from '@rewards/api-client/contract';
import { validateLoginForm } from '@rewards/domain';
import type { MessageLang } from '@rewards/messages';
import { AppError } from '../http/app-error';
import type { AccountDependencies } from './account-dependencies';
import { assertValidForm } from './form-errors';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { LOGIN_ACCOUNT, LOGIN_ADDRESS } from './throttle';

export type AuthenticateDependencies = Pick<
  AccountDependencies,
  'customers' | 'attempts' | 'passwords' | 'issueToken'
>;

function tooManyFailures(seconds: number): AppError {
  return new AppError(429, 'E429', 'error.tooManyFailures', { values: { seconds } });
}

/**
 * Signs in. The attempt is counted before the password is checked, per client
 * address and per account, each by one atomic reservation: concurrent guesses
 * cannot all pass the check. A right password gives the address's reservation
 * back and forgets the account's failures; a hash of an older cost is renewed.
 */
export async function authenticate(
  deps: AuthenticateDependencies,
  body: AuthenticateBody,
  clientAddress: string,
  lang: MessageLang,
): Promise<IdToken> {
  assertValidForm(validateLoginForm(body), lang);
  const { attempts, customers, passwords } = deps;
  const account = body.username.trim().toLowerCase();
  const byAddress = await attempts.reserve(LOGIN_ADDRESS, clientAddress);
  if (!byAddress.ok) throw tooManyFailures(byAddress.waitSeconds);
  const byAccount = await attempts.reserve(LOGIN_ACCOUNT, account);
  if (!byAccount.ok) {
    await attempts.release(LOGIN_ADDRESS, clientAddress, byAddress.token);
    throw tooManyFailures(byAccount.waitSeconds);
  }
  const customer = await customers.byEmail(account);
  // An unknown e-mail verifies a dummy hash, so it takes as long as a wrong password.
  const matches = await verifyPassword(
    customer?.passwordHash ?? passwords.dummyHash,
    body.password,
  );
  if (customer === undefined || !matches) {
    throw new AppError(400, 'wrongCredentials', 'login.wrongCredentials', { appError: true });
  }
  await attempts.clear(LOGIN_ACCOUNT, account);
  await attempts.release(LOGIN_ADDRESS, clientAddress, byAddress.token);
  if (needsRehash(customer.passwordHash, passwords.cost)) {
    await customers.rehashPassword(customer.id, await hashPassword(body.password, passwords.cost));
  }
  return { id_token: await deps.issueToken(customer.id, customer.tokenVersion) };
}
