import type { AssignedOrder, AssignPoNumberBody } from '@rewards/api-client/contract';
import { countryCodeOrDefault, validateAssignOrderNumber } from '@rewards/domain';
import type { MessageLang } from '@rewards/messages';
import type { WindowRule } from '../accounts/throttle';
import { AppError } from '../http/app-error';
import type { AfterSaleDependencies } from './after-sale-dependencies';
import { createAssignOrderRepository, type AssignableOrder } from './assign-order-repository';
import { assertNoFieldErrors } from './form-errors';

/** Failed assignments per customer in an hour. */
export const ASSIGN_PER_CUSTOMER: WindowRule = {
  scope: 'assign-customer',
  delays: Array.from({ length: 10 }, () => 0),
};
/** Failed assignments per client address in an hour, whatever the accounts. */
export const ASSIGN_PER_ADDRESS: WindowRule = {
  scope: 'assign-address',
  delays: Array.from({ length: 30 }, () => 0),
};

/** The one answer to every order that cannot be assigned, whatever the reason. */
function notAssignable(): AppError {
  return new AppError(400, 'orderNotAssignable', 'afterSale.assign.notFound', {
    appError: true,
  });
}

const email = (text: string | undefined) => (text ?? '').trim().toLowerCase();
const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

/** Whether the details are those of the order's shipping address. */
function matches(order: AssignableOrder, body: AssignPoNumberBody): boolean {
  const shipping = order.shipping;
  const checks = [
    email(shipping.email) === email(body.shippingEmailAddress),
    digits(shipping.mobilePhone1) === digits(body.shippingMobileNumber),
    countryCodeOrDefault(shipping.countryCode) === countryCodeOrDefault(body.countryCode),
    digits(body.shippingMobileNumber) !== '' && email(body.shippingEmailAddress) !== '',
  ];
  // Every check is made, so a wrong e-mail takes as long as a wrong number.
  return checks.every(Boolean);
}

/**
 * "Assign Order No. to my account": a paid guest order becomes the signed-in
 * customer's when the e-mail and mobile number (with its country code, +66
 * by default) are those of its shipping address. Enumeration-safe: an unknown
 * order, another customer's, an unpaid one and wrong details all get the same
 * 400 after the same work (one lookup by number); the number's form alone is
 * told apart ('Invalid Order No.'), which says nothing about any order.
 * Failures are reserved before the lookup, per customer and per client
 * address (race-free, in `login_attempt`); a success gives them back.
 */
export async function assignOrder(
  deps: Pick<AfterSaleDependencies, 'db' | 'attempts' | 'startPo'>,
  customerId: number,
  clientAddress: string,
  body: AssignPoNumberBody,
  lang: MessageLang,
): Promise<AssignedOrder> {
  const checked = validateAssignOrderNumber(body.poNumber, await deps.startPo());
  if (!checked.ok) assertNoFieldErrors({ poNumber: checked.errors }, lang);
  const poNumber = checked.ok ? checked.value : '';
  const byCustomer = await deps.attempts.reserve(ASSIGN_PER_CUSTOMER, String(customerId));
  if (!byCustomer.ok) throw tooMany(byCustomer.waitSeconds);
  const byAddress = await deps.attempts.reserve(ASSIGN_PER_ADDRESS, clientAddress);
  if (!byAddress.ok) {
    await deps.attempts.release(ASSIGN_PER_CUSTOMER, String(customerId), byCustomer.token);
    throw tooMany(byAddress.waitSeconds);
  }
  const moved = await deps.db.transaction(async (tx) => {
    const orders = createAssignOrderRepository(tx);
    const order = await orders.find(poNumber);
    const assignable =
      order !== undefined &&
      order.customerId === null &&
      order.status === 'PAID' &&
      matches(order, body);
    return assignable && (await orders.moveToCustomer(order.orderId, customerId));
  });
  if (!moved) throw notAssignable();
  await deps.attempts.release(ASSIGN_PER_CUSTOMER, String(customerId), byCustomer.token);
  await deps.attempts.release(ASSIGN_PER_ADDRESS, clientAddress, byAddress.token);
  return { poNumber };
}

function tooMany(seconds: number): AppError {
  return new AppError(429, 'E429', 'error.tooManyFailures', { values: { seconds } });
}
