import { AppError } from '../http/app-error';

/** Whose checkout it is: a signed-in customer, or a guest by the id `common/guest-uuid` issued. */
export type Owner =
  | { readonly kind: 'customer'; readonly customerId: number; readonly key: string }
  | { readonly kind: 'guest'; readonly guestUuid: string; readonly key: string };

/** Who calls a checkout route: the customer `registerRoute` found, and the guest id sent. */
export interface CheckoutCaller {
  readonly customerId: number | undefined;
  readonly guestUuid: string | undefined;
}

export function customerOwner(customerId: number): Owner {
  return { kind: 'customer', customerId, key: `customer:${customerId}` };
}

export function guestOwner(guestUuid: string): Owner {
  const id = guestUuid.toLowerCase();
  return { kind: 'guest', guestUuid: id, key: `guest:${id}` };
}

/**
 * The owner of a checkout call (`auth: 'optional'`): the customer of the bearer
 * token, which `registerRoute` has already checked (a refused token was a 401
 * there, never a fall-back to the guest id); without one, `guestUuid` must be an
 * id this shop issued and still keeps (`guestKnown`, which the call reads beside
 * its other reads: `checkout-reads-repository.ts`). Neither: 401 E401.
 */
export function checkoutOwner(
  customerId: number | undefined,
  guestUuid: string | undefined,
  guestKnown: boolean,
): Owner {
  if (customerId !== undefined) return customerOwner(customerId);
  if (guestUuid !== undefined && guestKnown) return guestOwner(guestUuid);
  throw new AppError(401, 'E401', 'error.E401');
}

/**
 * Who may read an order: the customer of the valid token `registerRoute` found,
 * or the guest id given. `undefined` when the call carries neither (the order
 * route answers E506 then). A guest id need not still be kept: it only has to
 * be the one that placed the order.
 */
export function orderReader(
  customerId: number | undefined,
  guestUuid: string | undefined,
): Owner | undefined {
  if (customerId !== undefined) return customerOwner(customerId);
  return guestUuid === undefined ? undefined : guestOwner(guestUuid);
}
