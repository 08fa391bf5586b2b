import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { thb } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import { bearer, buildCheckoutApp, guestId, itemsOnSale, post, signIn } from './helpers';
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';

let app: FastifyInstance;
let guest: string;
let phone: CheckoutCatalogueItem;

beforeAll(async () => {
  app = await buildCheckoutApp();
  guest = await guestId(app);
  const items = [...(await itemsOnSale(app, 300)).values()];
  phone = items.find(
    (item) => item.appleCare !== undefined && item.unitPrice.greaterThan(30_000),
  ) as CheckoutCatalogueItem;
});
afterAll(async () => {
  await app.close();
});

const check = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(
    app,
    '/promoCode/checkPromoCode?lang=en',
    {
      itemCarts: [{ code: phone.code, quantity: 1, hasAppleCare: 'Y' }],
      guest_uuid: guest,
      ...body,
    },
    headers,
  );

const errorOf = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const answer = await check(body, headers);
  expect(answer.status).toBe(400);
  return [
    answer.body['errorKey'],
    (answer.body['fieldErrors'] as { field: string; code: string }[] | undefined)?.map(
      (error) => `${error.field}:${error.code}`,
    ),
  ];
};

describe('promoCode/checkPromoCode: every rule of the seeded codes', () => {
  it('applies an amount, a percentage with care plans, and answers what the code is', async () => {
    const save = decoded(routes.checkPromoCode, (await check({ promoCode: 'save500' })).body);
    expect(save).toMatchObject({
      status: 'APPLIED',
      promotionCode: 'SAVE500',
      originalPromotionValue: '500.00',
      special: false,
      tcRequired: false,
    });
    expect(save.promotionDiscount.toFixed(2)).toBe('500.00');
    expect(save.minPaidAmount?.toFixed(2)).toBe('5000.00');
    const care = decoded(routes.checkPromoCode, (await check({ promoCode: 'CARE15' })).body);
    const expected = phone.unitPrice.plus(phone.appleCare?.price ?? 0).times(0.15);
    expect(care.promotionDiscount.toFixed(2)).toBe(expected.toDecimalPlaces(2, 1).toFixed(2));
    expect(care.applyAppleCare).toBe(true);
  });

  it('E607 for an unknown, ended or not yet started code; E609 when used up; E614 members only for a guest', async () => {
    expect(await errorOf({ promoCode: 'NOSUCHCODE' })).toEqual([
      'E607',
      ['promoCode:promotion.notFound'],
    ]);
    expect(await errorOf({ promoCode: 'NEWYEAR2025' })).toEqual([
      'E607',
      ['promoCode:promotion.expired'],
    ]);
    expect(await errorOf({ promoCode: 'FUTURE2099' })).toEqual([
      'E607',
      ['promoCode:promotion.notStarted'],
    ]);
    expect(await errorOf({ promoCode: 'bad code!' })).toEqual([
      'E607',
      ['promoCode:promotion.codeInvalidCharacters'],
    ]);
    await app.db.query("UPDATE promotion SET used_count = 5 WHERE code = 'LAST5'");
    expect(await errorOf({ promoCode: 'LAST5' })).toEqual(['E609', ['promoCode:promotion.usedUp']]);
    await app.db.query("UPDATE promotion SET used_count = 0 WHERE code = 'LAST5'");
    expect(await errorOf({ promoCode: 'MEMBER800' })).toEqual([
      'E614',
      ['promoCode:promotion.membersOnly'],
    ]);
    const token = await signIn(app, 'malee@rewards.example');
    const member = await check({ promoCode: 'MEMBER800', guest_uuid: undefined }, bearer(token));
    expect(member.body).toMatchObject({ status: 'APPLIED' });
  });

  it('E608 for the rules: minimum amount, payment method, card brand, points', async () => {
    const small = [{ code: phone.code, quantity: 1, hasAppleCare: 'N' }];
    await app.db.query("UPDATE promotion SET min_paid_amount = 999999 WHERE code = 'TENPERCENT'");
    expect(await errorOf({ promoCode: 'TENPERCENT', itemCarts: small })).toEqual([
      'E608',
      ['promoCode:promotion.minPaidAmountNotMet'],
    ]);
    expect(await errorOf({ promoCode: 'CASHONLY700', paymentType: 'POINT' })).toEqual([
      'E608',
      ['promoCode:promotion.paymentMethodNotAllowed'],
    ]);
    expect(await errorOf({ promoCode: 'KCC5', cardEntity: 'TMS' })).toEqual([
      'E608',
      ['promoCode:promotion.cardBrandNotAllowed'],
    ]);
    const [, fields] = await errorOf({ promoCode: 'POINTS1000' });
    expect(fields).toEqual(['promoCode:promotion.pointsBalanceTooLow']);
    const rich = await signIn(app, 'somchai@rewards.example');
    const points = await check({ promoCode: 'POINTS1000', guest_uuid: undefined }, bearer(rich));
    expect(points.body).toMatchObject({ status: 'APPLIED', promotionDiscount: '1000.00' });
  });

  it('a special e-mail or the terms still to confirm: NEEDS_CONFIRMATION; a wrong domain: E608 on spcEmail', async () => {
    const pending = decoded(routes.checkPromoCode, (await check({ promoCode: 'KBANKSTAFF' })).body);
    expect(pending).toMatchObject({
      status: 'NEEDS_CONFIRMATION',
      special: true,
      specialConditionName: 'Bank staff e-mail',
      specialInputType: 'EMAIL',
    });
    expect(pending.promotionDiscount.isZero()).toBe(true);
    const wrong = await check({ promoCode: 'KBANKSTAFF', spcEmail: 'somchai@gmail.com' });
    expect(wrong.body).toMatchObject({
      errorKey: 'E608',
      fieldErrors: [
        {
          field: 'spcEmail',
          code: 'promotion.emailDomainNotAllowed',
          message: 'Invalid email address',
        },
      ],
    });
    const right = await check({ promoCode: 'KBANKSTAFF', spcEmail: 'somchai@KBank.com' });
    expect(right.body).toMatchObject({ status: 'APPLIED', promotionDiscount: '1000.00' });
    const terms = decoded(routes.checkPromoCode, (await check({ promoCode: 'TERMS300' })).body);
    expect(terms).toMatchObject({ status: 'NEEDS_CONFIRMATION', tcRequired: true });
    expect(terms.mouseoverContent).toContain('One code per order');
    expect((await check({ promoCode: 'TERMS300', tcAcknowledged: true })).body).toMatchObject({
      status: 'APPLIED',
    });
  });

  it('answers the restrictions the payment step shows, in the asked language', async () => {
    const flexi = decoded(routes.checkPromoCode, (await check({ promoCode: 'FLEXI10' })).body);
    expect(flexi.termIds).toEqual(['IPP10']);
    const gift = await post(app, '/promoCode/checkPromoCode?lang=th', {
      promoCode: 'GIFTBOX',
      itemCarts: [{ code: phone.code, quantity: 1, hasAppleCare: 'N' }],
      guest_uuid: guest,
    });
    expect(gift.body).toMatchObject({ haveGift: 'Y', warningMessage: 'ของขวัญมีจำนวนจำกัด' });
    const kcc = decoded(routes.checkPromoCode, (await check({ promoCode: 'KCC5' })).body);
    expect(kcc.priceCode).toEqual(['KCC']);
    expect(thb(kcc.promotionDiscount).greaterThan(0)).toBe(true);
  });

  it('needs a customer or a guest id issued here (401 otherwise)', async () => {
    const answer = await check({ promoCode: 'SAVE500', guest_uuid: crypto.randomUUID() });
    expect(answer.status).toBe(401);
  });
});
