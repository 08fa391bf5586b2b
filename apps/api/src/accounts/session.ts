import type { Done, IdToken } from '@rewards/api-client/contract';
import { AppError } from '../http/app-error';
import type { AccountDependencies } from './account-dependencies';
import type { CustomerRecord } from './customer-repository';

/** The signed-in customer's record; one deleted since their token was issued is a 401. */
async function signedIn(
  deps: Pick<AccountDependencies, 'customers'>,
  customerId: number,
): Promise<CustomerRecord> {
  const customer = await deps.customers.byId(customerId);
  if (customer === undefined) throw new AppError(401, 'E401', 'error.E401');
  return customer;
}

/** A fresh token for the signed-in customer, under their current token version. */
export async function refreshToken(
  deps: Pick<AccountDependencies, 'customers' | 'issueToken'>,
  customerId: number,
): Promise<IdToken> {
  const customer = await signedIn(deps, customerId);
  return { id_token: await deps.issueToken(customer.id, customer.tokenVersion) };
}

/** Every token the customer holds, on any device, stops working. */
export async function signOutEverywhere(
  deps: Pick<AccountDependencies, 'customers'>,
  customerId: number,
): Promise<Done> {
  await deps.customers.retireTokens(customerId);
  return { ok: true };
}
