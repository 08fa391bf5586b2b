import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeWith, routes } from '@rewards/api-client/contract';
import { buildTestApp } from './helpers/test-app';
import { decoded, getJson, postJson } from './helpers/inject';

/**
 * Every seeded answer decodes with the contract codec the storefront decodes
 * it with: a shape drift between server and client fails here, not in a browser.
 */
describe('the seeded answers against the contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function ok(url: string): Promise<unknown> {
    const { status, body } = await getJson(app, url);
    expect(status, url).toBe(200);
    return body;
  }

  it('the reference lists and settings', async () => {
    decoded(routes.ping, await ok('/backend/api/common/ping'));
    decoded(routes.config, await ok('/backend/api/common/config'));
    decoded(routes.notice, await ok('/backend/api/common/notice'));
    decoded(routes.ippConfig, await ok('/backend/api/common/ippConfig'));
    decoded(routes.colors, await ok('/backend/api/common/color'));
    decoded(routes.attributes, await ok('/backend/api/common/attribute'));
    decoded(routes.priceCodes, await ok('/backend/api/common/priceCodes'));
    decoded(routes.guestUuid, await ok('/backend/api/common/guest-uuid'));
    decoded(routes.countryCallingCodes, await ok('/backend/api/country_calling_code'));
    decoded(routes.logo, await ok('/backend/api/cms/logo'));
    decoded(routes.promotionBanners, await ok('/backend/api/promotion-banner'));
    for (const lang of ['en', 'th']) {
      decoded(routes.regions, await ok(`/backend/api/common/region?lang=${lang}`));
      decoded(routes.howItWork, await ok(`/backend/api/cms/how-it-work?lang=${lang}`));
    }
  });

  it('every category, every catalogue items list, and every item by code in both languages', async () => {
    const categories = decoded(routes.categories, await ok('/backend/api/category'));
    decoded(routes.categories, await ok('/backend/api/category?lang=th'));
    const codes = new Set<string>();
    for (const category of categories) {
      decoded(routes.category, await ok(`/backend/api/category/${category.categoryId}`));
      for (const catalogue of category.catalogues) {
        const items = decoded(
          routes.catalogueItems,
          await ok(`/backend/api/item/catalogue/${catalogue.catalogueId}`),
        );
        expect(items.length, catalogue.name).toBeGreaterThan(0);
        for (const item of items) codes.add(item.code);
      }
    }
    expect(codes.size).toBeGreaterThanOrEqual(60);
    for (const code of codes) {
      for (const lang of ['en', 'th']) {
        const item = decoded(routes.item, await ok(`/backend/api/item/${code}?lang=${lang}`));
        expect(item.code).toBe(code);
        expect(item.groupItems.some((g) => g.code === code)).toBe(true);
        decoded(
          routes.itemMessages,
          await ok(`/backend/api/item/item-message/${code}?lang=${lang}`),
        );
      }
    }
    const byCodes = await postJson(app, '/backend/api/item/searchItems', {
      q: [...codes].slice(0, 100),
    });
    expect(decoded(routes.itemsByCodes, byCodes.body)).toHaveLength(Math.min(100, codes.size));
    const found = await postJson(app, '/backend/api/item/search', {
      q: 'ไอแพด',
      pagination: { pageNumber: 1, pageSize: 100 },
      lang: 'th',
    });
    expect(decoded(routes.searchItems, found.body).items.length).toBeGreaterThan(0);
  });

  it('every CMS page in both languages', async () => {
    for (const slug of ['term-and-condition', 'privacy', 'sales-refund', 'about']) {
      for (const lang of ['en', 'th']) {
        const page = decoded(routes.cmsPage, await ok(`/backend/api/cms/${slug}?lang=${lang}`));
        expect(page.content.length).toBeGreaterThan(200);
      }
    }
  });

  it('a malformed answer is a decode error naming its field, not a crash', async () => {
    const body = (await ok('/backend/api/item/IP17P-COR-256GB')) as Record<string, unknown>;
    const broken = { ...body, unitPrice: 45900.123, newItem: 'yes' };
    const result = decodeWith(routes.item.response, broken);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['unitPrice', 'newItem']),
    );
    expect(decodeWith(routes.categories.response, '<html>').ok).toBe(false);
    expect(decodeWith(routes.searchItems.response, null).ok).toBe(false);
  });
});
