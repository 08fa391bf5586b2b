import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONFIG_KEYS, parseShopConfig } from '@rewards/domain';
import { routes } from '@rewards/api-client/contract';
import { buildTestApp } from '../../../helpers/test-app';
import { decoded, getJson } from '../../../helpers/inject';

describe('common/* and country_calling_code', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('config: every FE_* key and START_PO, readable by the domain', async () => {
    const { status, body } = await getJson(app, '/backend/api/common/config?lang=en');
    expect(status).toBe(200);
    const config = decoded(routes.config, body);
    expect(Object.keys(config).sort()).toEqual([...CONFIG_KEYS].sort());
    expect(parseShopConfig(config)).toMatchObject({
      maintenance: false,
      startPo: 'OE',
      tokenTimeoutMs: 900_000,
      remainingTimeNoticeMs: 30_000,
      submitSitemap: true,
      promotionCodeEnabled: true,
      maxRedeemablePointsPerTransaction: 30_000_000,
    });
    expect(parseShopConfig(config).perTransactionAmountLimit?.toFixed(2)).toBe('500000.00');
  });

  it('notice: the message in both languages with its tooltips', async () => {
    const notice = decoded(
      routes.notice,
      (await getJson(app, '/backend/api/common/notice?lang=th')).body,
    );
    expect(notice?.message).toContain('Free delivery');
    expect(notice?.message_thai).toContain('จัดส่งฟรี');
    expect(notice?.tooltipContentThai).toBeDefined();
  });

  it('ippConfig: terms keyed by months and cash ranges with their card brands', async () => {
    const ipp = decoded(
      routes.ippConfig,
      (await getJson(app, '/backend/api/common/ippConfig')).body,
    );
    expect(Object.keys(ipp.ippConfig).sort()).toEqual(['10', '3', '4', '6']);
    expect(ipp.ippConfig['10']).toEqual({ termValue: 10, termId: 'IPP10', custIpp: '0.89' });
    expect(ipp.ippConfig['3']?.custIpp).toBe('0');
    expect(ipp.cashInstallments.map((r) => [r.cashFrom.toFixed(2), r.cashTo.toFixed(2)])).toEqual([
      ['3000.00', '9999.99'],
      ['10000.00', '29999.99'],
      ['30000.00', '500000.00'],
    ]);
    expect(ipp.cashInstallments[2]?.termCardBrands).toContainEqual({
      term: 10,
      cardBrand: ['KCC', 'AYCAP'],
    });
  });

  it('color: names in both languages with swatches', async () => {
    const colours = decoded(routes.colors, (await getJson(app, '/backend/api/common/color')).body);
    expect(colours.length).toBeGreaterThan(20);
    expect(colours[0]).toEqual({ name: 'Cosmic Orange', thaiName: 'ส้มคอสมิก', hex: '#F77E2D' });
  });

  it('attribute: the attributes in the picker order', async () => {
    const attributes = decoded(
      routes.attributes,
      (await getJson(app, '/backend/api/common/attribute')).body,
    );
    expect(attributes.map((a) => a.attributeName)).toEqual([
      'COLOR',
      'MODEL',
      'SIZE',
      'CAPACITY',
      'CONNECTIVITY',
      'LENGTH',
    ]);
    expect(attributes[0]?.thaiDisplayName).toBe('สี');
  });

  it('region: the 77 provinces in the alphabetical order of the language', async () => {
    const en = decoded(
      routes.regions,
      (await getJson(app, '/backend/api/common/region?lang=en')).body,
    );
    const th = decoded(
      routes.regions,
      (await getJson(app, '/backend/api/common/region?lang=th')).body,
    );
    expect(en).toHaveLength(77);
    expect(en[0]?.name).toBe('Amnat Charoen');
    // In Thai the provinces sort by their Thai names: กระบี่ (Krabi) comes first.
    expect(th[0]?.thaiName).toBe('กระบี่');
    expect(th.map((r) => r.code)).not.toEqual(en.map((r) => r.code));
  });

  it('priceCodes: the four card brands with their point rates', async () => {
    const codes = decoded(
      routes.priceCodes,
      (await getJson(app, '/backend/api/common/priceCodes')).body,
    );
    expect(codes).toEqual([
      { cardBrand: 'KCC', ratePoint: 1000, rateCash: 6 },
      { cardBrand: 'AYCAP', ratePoint: 800, rateCash: 5 },
      { cardBrand: 'GCS', ratePoint: 500, rateCash: 4 },
      { cardBrand: 'TMS', ratePoint: 1000, rateCash: 10 },
    ]);
  });

  it('guest-uuid: a new random id each time, recorded, never cached', async () => {
    const first = await getJson(app, '/backend/api/common/guest-uuid');
    const second = await getJson(app, '/backend/api/common/guest-uuid');
    const a = decoded(routes.guestUuid, first.body).guestUuid;
    const b = decoded(routes.guestUuid, second.body).guestUuid;
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b).not.toBe(a);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    expect(await app.guestRepository.exists(a)).toBe(true);
    expect(await app.guestRepository.exists('00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('country_calling_code: the list at data.data, +66 first', async () => {
    const body = decoded(
      routes.countryCallingCodes,
      (await getJson(app, '/backend/api/country_calling_code?lang=th')).body,
    );
    expect(body.data.data[0]).toEqual({ code: '+66', name: 'Thailand', thaiName: 'ไทย' });
    expect(body.data.data.length).toBeGreaterThanOrEqual(12);
  });
});
