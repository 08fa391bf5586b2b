import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';

/** Whose checkout it is: a signed-in customer, or a guest by the id `common/guest-uuid` issued. */
export type Owner =
  | { readonly kind: 'customer'; readonly customerId: number; readonly key: string }
  | { readonly kind: 'guest'; readonly guestUuid: string; readonly key: string };

function hasBearer(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined;
}

export function customerOwner(customerId: number): Owner {
  return { kind: 'customer', customerId, key: `customer:${customerId}` };
}

export function guestOwner(guestUuid: string): Owner {
  const id = guestUuid.toLowerCase();
  return { kind: 'guest', guestUuid: id, key: `guest:${id}` };
}

/**
 * The owner of a checkout call (`auth: 'optional'`): a bearer token names a
 * customer (a refused token is a 401, never a fall-back to the guest id); without
 * one, `guestUuid` must be an id this shop issued and still keeps. Neither: 401 E401.
 */
export async function checkoutOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  guestUuid: string | undefined,
): Promise<Owner> {
  if (hasBearer(request)) return customerOwner(await app.accounts.customerId(request));
  if (guestUuid !== undefined && (await app.guestRepository.exists(guestUuid))) {
    return guestOwner(guestUuid);
  }
  throw new AppError(401, 'E401', 'error.E401');
}

/**
 * Who may read an order: the customer of a valid token, or the guest id given.
 * `undefined` when the call carries neither (the order route answers E506 then).
 * A guest id need not still be kept: it only has to be the one that placed the order.
 */
export async function orderReader(
  app: FastifyInstance,
  request: FastifyRequest,
  guestUuid: string | undefined,
): Promise<Owner | undefined> {
  if (hasBearer(request)) return customerOwner(await app.accounts.customerId(request));
  return guestUuid === undefined ? undefined : guestOwner(guestUuid);
}
