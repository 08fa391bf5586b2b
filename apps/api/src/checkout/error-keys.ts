import type { FieldError, PaymentErrorKey } from '@rewards/api-client/contract';
import type { DomainError } from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import { AppError } from '../http/app-error';

/**
 * The one place where the domain's codes become checkout's error keys
 * (`PAYMENT_ERROR_KEYS`, whose meaning `checkout-errors.ts` gives). A code not
 * named here is a payment that does not add up (E606).
 */
export function errorKeyOf(error: DomainError): PaymentErrorKey {
  const { code } = error;
  const field = typeof error['field'] === 'string' ? error['field'] : '';
  if (field.startsWith('billing.') || field.startsWith('shipping.')) return 'E605';
  switch (code) {
    case 'cart.noItemChosen':
    case 'checkout.unitsDisagree':
      return 'E600';
    case 'checkout.itemNotFound':
    case 'checkout.soldOut':
    case 'cart.itemUnavailable':
    case 'cart.carePlanNotOffered':
      return 'E601';
    case 'cart.priceChanged':
    case 'checkout.totalChanged':
    case 'checkout.discountChanged':
      return 'E602';
    case 'cart.maxQuantityPerOrder':
    case 'cart.maxQuantityPerTransaction':
    case 'checkout.openOrdersOverLimit':
    case 'orders.purchaseLimitReached':
    case 'checkout.tooManyUnits':
    case 'checkout.engravedLineQuantity':
      return 'E603';
    case 'cart.amountLimitExceeded':
      return 'E604';
    case 'promotion.notFound':
    case 'promotion.notStarted':
    case 'promotion.expired':
    case 'promotion.codesClosed':
    case 'promotion.codeTooLong':
    case 'promotion.codeInvalidCharacters':
    case 'checkout.refundCouponUnavailable':
      return 'E607';
    case 'promotion.usedUp':
    case 'checkout.refundCouponUsed':
      return 'E609';
    case 'promotion.membersOnly':
    case 'checkout.refundCouponMembersOnly':
      return 'E614';
    // The special promotion's e-mail goes through the shop's one e-mail check.
    case 'field.required':
    case 'email.invalidFormat':
      return 'E608';
    case 'payment.cardBrandRequired':
    case 'checkout.cardBrandNotOffered':
      return 'E612';
    case 'payment.pointsClosed':
    case 'payment.priceCodeUnavailable':
      return 'E611';
    default:
      if (code.startsWith('engraving.')) return 'E601';
      if (code.startsWith('promotion.')) return 'E608';
      if (code.startsWith('instalments.')) return 'E610';
      if (code.startsWith('points.')) return 'E611';
      return 'E606';
  }
}

/**
 * Which key an answer carries when several rules are broken: what sends the
 * shopper back to the cart first (nothing else matters until the cart is right),
 * then changed prices, the promotion, the addresses, and the payment last.
 */
const PRIORITY: readonly PaymentErrorKey[] = [
  'E600',
  'E601',
  'E603',
  'E604',
  'E602',
  'E614',
  'E607',
  'E609',
  'E608',
  'E605',
  'E612',
  'E611',
  'E610',
  'E606',
];

/** The request field a broken rule belongs to, for the form to show it there. */
function fieldOf(error: DomainError): string {
  const { code } = error;
  if (typeof error['field'] === 'string') return error['field'];
  if (typeof error['uuid'] === 'string') return `lines.${error['uuid']}`;
  if (typeof error['itemCode'] === 'string') return `items.${error['itemCode']}`;
  if (code === 'field.required' || code === 'email.invalidFormat') return 'spcEmail';
  if (code === 'promotion.emailDomainNotAllowed') return 'spcEmail';
  if (code === 'promotion.termsNotAcknowledged') return 'tcAcknowledged';
  if (code.startsWith('promotion.')) return 'promoCode';
  if (code.startsWith('instalments.')) return 'termOfFlexi';
  if (code.startsWith('points.') || code.startsWith('payment.points')) return 'point';
  if (code === 'checkout.totalChanged' || code === 'cart.amountLimitExceeded') return 'total';
  if (code === 'cart.noItemChosen' || code === 'checkout.tooManyUnits') return 'txnDetailVMs';
  if (code === 'checkout.discountChanged') return 'discount';
  if (code === 'payment.cardBrandRequired' || code === 'payment.priceCodeUnavailable') {
    return 'cardEntity';
  }
  if (code.startsWith('payment.cash') || code === 'payment.splitMismatch') return 'cash';
  return 'paymentType';
}

/** The simple values a message can show (`{n}`, `{limit}`...), and the programme's points name. */
function valuesOf(error: DomainError, reward: string): Readonly<Record<string, string | number>> {
  const values: Record<string, string | number> = { reward };
  for (const [name, value] of Object.entries(error)) {
    if (name !== 'code' && (typeof value === 'string' || typeof value === 'number')) {
      values[name] = value;
    }
  }
  return values;
}

/** A broken rule as a field error of the answer, its text in the asked language. */
export function fieldErrorOf(error: DomainError, lang: MessageLang, reward: string): FieldError {
  const max = error['max'];
  const min = error['min'];
  return {
    field: fieldOf(error),
    code: error.code,
    message: formatMessage(error.code as MessageId, lang, valuesOf(error, reward)),
    ...(typeof max === 'number' ? { max } : {}),
    ...(typeof min === 'number' ? { min } : {}),
  };
}

/**
 * A refused checkout: 400 with the key of the most pressing broken rule, its
 * title in English and Thai (`error.<key>`, filled with that rule's values), and
 * every broken rule in `fieldErrors` with its domain code and text.
 */
export function checkoutError(
  errors: readonly DomainError[],
  lang: MessageLang,
  reward: string,
): AppError {
  // A discount that changed because the promotion is refused: the promotion's key says why
  // (E602 would send the shopper to reload prices that did not change).
  const promotionRefused = errors.some((error) => error.code.startsWith('promotion.'));
  const deciding = errors.filter(
    (error) => !(promotionRefused && error.code === 'checkout.discountChanged'),
  );
  const keys = new Set(deciding.map(errorKeyOf));
  const key = PRIORITY.find((each) => keys.has(each)) ?? 'E606';
  const first = deciding.find((error) => errorKeyOf(error) === key);
  return new AppError(400, key, `error.${key}` as MessageId, {
    appError: true,
    values: first === undefined ? {} : valuesOf(first, reward),
    fieldErrors: errors.map((error) => fieldErrorOf(error, lang, reward)),
  });
}

/** One checkout refusal without a domain rule behind it (an expired quote, a forged return). */
export function checkoutRefusal(key: 'E652' | 'E702'): AppError {
  return new AppError(400, key, `error.${key}`, { appError: true });
}
