import type { CheckPromoCodeBody, Lang, PromoCheckResult } from '@rewards/api-client/contract';
import {
  checkPromotionCode,
  domainError,
  localizedText,
  moneyToString,
  PAYMENT_TYPES,
  unitPriceForCard,
  ZERO_THB,
  type DomainError,
} from '@rewards/domain';
import type { CheckoutContext } from './checkout-context';
import { checkoutError } from './error-keys';
import { checkoutOwner, type CheckoutCaller } from './owner';
import {
  createPromotionRepository,
  type PromotionRecord,
} from './repositories/promotion-repository';
import { createCheckoutReadsRepository } from './repositories/checkout-reads-repository';
import { shopRulesOf, spendablePoints } from './shop-rules';

/** What a promotion is worth as configured: `"500.00"` or `"10%"`. */
function originalValue(record: PromotionRecord): string {
  const { discount } = record.rules;
  return discount.kind === 'amount' ? moneyToString(discount.amount) : `${discount.percent}%`;
}

/**
 * `promoCode/checkPromoCode`: the domain's `checkPromotionCode` on the lines as the
 * server prices them for the chosen card, with the customer's points. Refused with
 * E607 (unknown, inactive, not started, expired, codes switched off), E608 (its
 * rules; `fieldErrors` say which, e.g. `spcEmail` `promotion.emailDomainNotAllowed`),
 * E609 (no use left) or E614 (members only, for a guest); otherwise APPLIED with its
 * discount, or NEEDS_CONFIRMATION while its special e-mail or terms are pending.
 */
export async function checkPromoCode(
  deps: CheckoutContext,
  caller: CheckoutCaller,
  body: CheckPromoCodeBody,
  lang: Lang,
): Promise<PromoCheckResult> {
  // The guest id, the rules and the items in one statement (a quote's); the caller is checked after it.
  const [inputs, record] = await Promise.all([
    createCheckoutReadsRepository(deps.db, deps.guestRetentionDays).quoteInputs(
      caller.customerId === undefined ? caller.guestUuid : undefined,
      body.itemCarts.map((line) => line.code),
    ),
    createPromotionRepository(deps.db).find(body.promoCode),
  ]);
  const owner = checkoutOwner(caller.customerId, caller.guestUuid, inputs.guestKnown);
  const rules = shopRulesOf(inputs.rules, lang);
  const items = inputs.items;
  const balance = await spendablePoints(deps, owner, rules.config);
  const unknown: DomainError[] = body.itemCarts
    .filter((line) => !items.has(line.code))
    .map((line) => domainError('checkout.itemNotFound', { itemCode: line.code }));
  const lines = body.itemCarts.flatMap((line) => {
    const item = items.get(line.code);
    if (item === undefined) return [];
    return [
      {
        unitPrice: unitPriceForCard(item, body.cardEntity) ?? item.unitPrice,
        quantity: line.quantity,
        hasAppleCare: line.hasAppleCare && item.appleCare !== undefined,
        ...(item.appleCare === undefined ? {} : { appleCare: item.appleCare }),
      },
    ];
  });
  const paymentType = PAYMENT_TYPES.find((type) => type === body.paymentType);
  const result = checkPromotionCode({
    code: body.promoCode,
    found: record,
    lines,
    paymentType,
    cardBrand: body.cardEntity,
    pointsBalance: balance,
    confirmation: { email: body.spcEmail, termsAcknowledged: body.tcAcknowledged ?? false },
    signedIn: owner.kind === 'customer',
    codesOpen: rules.config.promotionCodeEnabled,
    now: deps.clock(),
  });
  const errors = [...unknown, ...(result.ok ? [] : result.errors)];
  if (!result.ok || errors.length > 0 || record === undefined) {
    throw checkoutError(
      errors.length > 0 ? errors : [domainError('promotion.notFound')],
      lang,
      rules.reward,
    );
  }
  const promotion = record.rules;
  const status = result.value;
  return {
    status: status.status,
    promotionCode: promotion.code,
    promotionDiscount: status.status === 'APPLIED' ? status.applied.discount : ZERO_THB,
    originalPromotionValue: originalValue(record),
    special: promotion.special,
    tcRequired: promotion.tcRequired,
    applyAppleCare: promotion.applyCarePlan,
    haveGift: record.haveGift,
    description: record.description,
    thaiDescription: record.thaiDescription,
    ...(promotion.minPaidAmount === undefined ? {} : { minPaidAmount: promotion.minPaidAmount }),
    ...(promotion.paymentMethods === undefined
      ? {}
      : { promotionPaymentMethod: promotion.paymentMethods }),
    ...(promotion.priceCodes === undefined ? {} : { priceCode: promotion.priceCodes }),
    ...(promotion.termIds === undefined ? {} : { termIds: promotion.termIds }),
    ...(record.specialConditionName === undefined
      ? {}
      : { specialConditionName: record.specialConditionName }),
    ...(record.specialInputType === undefined ? {} : { specialInputType: record.specialInputType }),
    ...optional(
      'mouseoverContent',
      localizedText(record.mouseoverContent, record.thaiMouseoverContent, lang),
    ),
    ...optional(
      'warningMessage',
      localizedText(record.warningMessage, record.thaiWarningMessage, lang),
    ),
  };
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}
