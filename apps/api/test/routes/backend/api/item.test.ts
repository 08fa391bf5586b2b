import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { attributeOptions, resolveEngravingRules, type ItemGroup } from '@rewards/domain';
import { routes, type SearchRequest } from '@rewards/api-client/contract';
import { buildTestApp } from '../../../helpers/test-app';
import { decoded, getJson, postJson } from '../../../helpers/inject';

const SEARCH = '/backend/api/item/search';

describe('item', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function search(body: Omit<SearchRequest, 'pagination'> & Partial<SearchRequest>) {
    const { status, body: answer } = await postJson(app, SEARCH, {
      pagination: { pageNumber: 1, pageSize: 12 },
      ...body,
    });
    expect(status).toBe(200);
    return decoded(routes.searchItems, answer);
  }

  describe('item/{code}', () => {
    it('shows the item with its prices, care plan, group siblings and attribute order', async () => {
      const { status, body } = await getJson(app, '/backend/api/item/IP17P-COR-256GB?lang=en');
      expect(status).toBe(200);
      const item = decoded(routes.item, body);
      expect(item).toMatchObject({
        code: 'IP17P-COR-256GB',
        groupId: 'IP17P',
        name: 'iPhone 17 Pro 256GB Cosmic Orange',
        thaiName: 'ไอโฟน 17 โปร 256GB สีส้มคอสมิก',
        attributes: { COLOR: 'Cosmic Orange', CAPACITY: '256GB' },
        attributeOrder: ['COLOR', 'CAPACITY'],
        limit: false,
        engraving: false,
        newItem: true,
        termIds: ['IPP03', 'IPP04', 'IPP06', 'IPP10'],
        specialPromotion: { label: 'Free AirTag with iPhone 17 Pro' },
      });
      expect(item.unitPrice.toFixed(2)).toBe('45900.00');
      expect(item.appleCare).toMatchObject({
        code: 'AC-IP17P',
        thaiName: expect.stringContaining('ไอโฟน'),
      });
      expect(item.appleCare?.price.toFixed(2)).toBe('8490.00');
      expect(item.groupItems).toHaveLength(8);
      expect(item.groupItems.every((g) => g.available && g.offersCarePlan)).toBe(true);
      expect(new Set(item.prices.map((p) => p.priceCode))).toEqual(
        new Set(['KCC', 'AYCAP', 'GCS', 'TMS']),
      );
      expect(
        item.prices.filter(
          (p) => ['GCS', 'TMS'].includes(p.priceCode) && p.type.startsWith('POINT'),
        ),
      ).toEqual([]);
    });

    it('feeds the attribute picker: missing combinations are unavailable', async () => {
      const item = decoded(
        routes.item,
        (await getJson(app, '/backend/api/item/IP17P-SLV-256GB')).body,
      );
      const group: ItemGroup = { attributeOrder: item.attributeOrder, items: item.groupItems };
      const [, capacity] = attributeOptions(group, { choices: ['Silver'], carePlan: false });
      expect(capacity?.options.map(({ value, available }) => [value, available])).toEqual([
        ['256GB', true],
        ['512GB', true],
        ['1TB', false],
      ]);
    });

    it('lists an item past its end date as unavailable, and still shows it', async () => {
      const { status, body } = await getJson(app, '/backend/api/item/IP16E-WHT-128GB');
      expect(status).toBe(200);
      const item = decoded(routes.item, body);
      expect(Date.parse(item.endDate ?? '')).toBeLessThan(Date.now());
      const self = item.groupItems.find((g) => g.code === 'IP16E-WHT-128GB');
      expect(self?.available).toBe(false);
      expect(item.groupItems.filter((g) => g.available)).toHaveLength(3);
    });

    it('carries engraving settings the domain can read, with the engraving picture', async () => {
      const item = decoded(routes.item, (await getJson(app, '/backend/api/item/AIRTAG-1P')).body);
      expect(item).toMatchObject({
        engraving: true,
        engravingLine: 1,
        engAndNumericMaxLenght: 4,
        thaiAllowed: false,
        uppercaseOnly: true,
        attributeOrder: ['MODEL'],
      });
      expect(item.engravingImages?.[0]?.url).toMatch(
        /^\/images\/engraving\/tag\/[0-9a-f]{6}\.svg$/,
      );
      expect(resolveEngravingRules(item)).toMatchObject({ offered: true, lineCount: 1 });
      const ipad = decoded(
        routes.item,
        (await getJson(app, '/backend/api/item/IPDA11-BLU-128GB')).body,
      );
      expect(ipad).toMatchObject({ engravingLine: 2, thaiAllowed: true, autoResize: true });
    });

    it('marks the item limited to 2 per transaction', async () => {
      const item = decoded(
        routes.item,
        (await getJson(app, '/backend/api/item/IP17PM-COR-256GB')).body,
      );
      expect(item).toMatchObject({ limit: true, maxQuantity: 2 });
    });

    it('gives item messages in the asked language', async () => {
      const en = decoded(
        routes.item,
        (await getJson(app, '/backend/api/item/IPAIR-SKY-256GB?lang=en')).body,
      );
      const th = decoded(
        routes.item,
        (await getJson(app, '/backend/api/item/IPAIR-SKY-256GB?lang=th')).body,
      );
      expect(en.itemMessages).toEqual([
        { page: 'CHECKOUT', message: 'iPhone Air works with eSIM only; it has no SIM tray.' },
      ]);
      expect(th.itemMessages[0]?.message).toContain('รองรับเฉพาะ eSIM');
    });

    it('answers 404 with both titles for an unknown item, and 400 for a code too long', async () => {
      const missing = await getJson(app, '/backend/api/item/NO-SUCH-ITEM?lang=th');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        errorKey: 'E404',
        title: 'No item found',
        thaiTitle: 'ไม่พบสินค้า',
        status: 404,
      });
      const tooLong = await getJson(app, `/backend/api/item/${'X'.repeat(41)}`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({ fieldErrors: [{ field: 'code' }] });
    });
  });

  describe('item/item-message/{code}', () => {
    it('lists the messages of the language, and 404s for an unknown item', async () => {
      const en = await getJson(app, '/backend/api/item/item-message/APP3-WHT?lang=en');
      const th = await getJson(app, '/backend/api/item/item-message/APP3-WHT?lang=th');
      expect(decoded(routes.itemMessages, en.body)).toEqual([
        {
          page: 'REVIEW',
          message:
            'Engraved items are made to order and cannot be cancelled, returned or exchanged.',
        },
      ]);
      expect(decoded(routes.itemMessages, th.body)[0]?.message).toContain('สั่งทำพิเศษ');
      expect(
        decoded(
          routes.itemMessages,
          (await getJson(app, '/backend/api/item/item-message/MACMINI-SLV-256GB')).body,
        ),
      ).toEqual([]);
      expect((await getJson(app, '/backend/api/item/item-message/NOPE')).status).toBe(404);
    });
  });

  describe('item/catalogue/{catalogueId}', () => {
    it('lists the catalogue items by name in the language', async () => {
      const en = decoded(
        routes.catalogueItems,
        (await getJson(app, '/backend/api/item/catalogue/303?lang=en')).body,
      );
      expect(en.map((i) => i.name)).toEqual([
        'iMac 24-inch (M4) 256GB Blue',
        'iMac 24-inch (M4) 256GB Green',
        'iMac 24-inch (M4) 256GB Pink',
        'iMac 24-inch (M4) 256GB Purple',
        'iMac 24-inch (M4) 256GB Silver',
      ]);
      const th = decoded(
        routes.catalogueItems,
        (await getJson(app, '/backend/api/item/catalogue/303?lang=th')).body,
      );
      expect(th.map((i) => i.thaiName)[0]).toBe('ไอแมค 24 นิ้ว (M4) 256GB สีเขียว');
      expect(en.every((i) => i.subCategoryId === 32 && i.catalogueId === 303)).toBe(true);
    });

    it('answers 404 for an unknown catalogue and 400 for one that is not a number', async () => {
      const missing = await getJson(app, '/backend/api/item/catalogue/9999');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ errorKey: 'E404', title: 'No catalogue found' });
      expect((await getJson(app, '/backend/api/item/catalogue/ten')).status).toBe(400);
    });
  });

  describe('item/search', () => {
    it('finds by English name, ignoring case, and by Thai name', async () => {
      const english = await search({ q: 'AIRPODS MAX' });
      expect(english.pagination.totalRecords).toBe(5);
      expect(english.items.every((i) => i.groupId === 'APMAX')).toBe(true);
      const thai = await search({ q: 'แอร์พอดส์ แม็กซ์' });
      expect(thai.items.map((i) => i.code).sort()).toEqual(english.items.map((i) => i.code).sort());
    });

    it('finds by part number and by every word of the text', async () => {
      const item = decoded(routes.item, (await getJson(app, '/backend/api/item/MAGSAFE-2M')).body);
      // Search text cannot hold '/', so "MX3A2TH/A" arrives as "MX3A2THA" and still finds it.
      const byPart = await search({ q: item.partNumber.toLowerCase() });
      expect(byPart.items.map((i) => i.code)).toEqual(['MAGSAFE-2M']);
      expect(item.partNumber).toContain('/');
      const words = await search({ q: 'iphone 1tb orange' });
      expect(words.items.map((i) => i.code).sort()).toEqual(['IP17P-COR-1TB', 'IP17PM-COR-1TB']);
    });

    it('cleans the text with the domain rule: symbols go, text of symbols only finds nothing', async () => {
      const cleaned = await search({ q: 'airtag!!' });
      expect(cleaned.pagination.totalRecords).toBe(2);
      const nothing = await search({ q: '%%__' });
      expect(nothing).toEqual({
        items: [],
        pagination: { totalRecords: 0, numOfPages: 0, pageNumber: 1, pageSize: 12 },
      });
    });

    it('filters by category, sub-category and catalogue', async () => {
      const laptops = await search({
        category: 3,
        subCategory: 31,
        pagination: { pageNumber: 1, pageSize: 100 },
      });
      expect(laptops.items.length).toBeGreaterThan(0);
      expect(laptops.items.every((i) => i.subCategoryId === 31)).toBe(true);
      const catalogue = await search({ catalogue: 502 });
      expect(catalogue.items.map((i) => i.code).sort()).toEqual(['AP4-ANC', 'AP4-STD']);
      const both = await search({ category: 7, q: 'magsafe' });
      expect(both.items.map((i) => i.groupId)).toEqual(
        expect.arrayContaining(['MAGSAFE', 'CASE17P']),
      );
    });

    it('orders by price ascending and descending, and by the name of the language', async () => {
      const asc = await search({ category: 5, orderBy: 'priceAsc' });
      const prices = asc.items.map((i) => Number(i.unitPrice.toFixed(2)));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = await search({ category: 5, orderBy: 'priceDesc' });
      expect(desc.items.map((i) => i.code)[0]).toMatch(/^APMAX/);
      const th = await search({ category: 7, orderBy: 'name', lang: 'th' });
      const names = th.items.map((i) => i.thaiName);
      expect(names).toEqual([...names].sort(new Intl.Collator('th', { numeric: true }).compare));
    });

    it('pages the results with totalRecords and numOfPages', async () => {
      const first = await search({ category: 1, pagination: { pageNumber: 1, pageSize: 12 } });
      const third = await search({ category: 1, pagination: { pageNumber: 3, pageSize: 12 } });
      expect(first.pagination).toEqual({
        totalRecords: 30,
        numOfPages: 3,
        pageNumber: 1,
        pageSize: 12,
      });
      expect(first.items).toHaveLength(12);
      expect(third.items).toHaveLength(6);
      const beyond = await search({ category: 1, pagination: { pageNumber: 9, pageSize: 12 } });
      expect(beyond.items).toEqual([]);
    });

    it('caps the page at 12 items whatever the client asks (spec section 9)', async () => {
      for (const pageSize of [13, 50, 100]) {
        const page = await search({ category: 1, pagination: { pageNumber: 1, pageSize } });
        expect(page.items).toHaveLength(12);
        expect(page.pagination).toEqual({
          totalRecords: 30,
          numOfPages: 3,
          pageNumber: 1,
          pageSize: 12,
        });
      }
      const smaller = await search({ category: 1, pagination: { pageNumber: 1, pageSize: 5 } });
      expect(smaller.items).toHaveLength(5);
    });

    it('with no category, catalogue or text lists every item, paged by 12 (/listItem without a category)', async () => {
      const all = await search({ pagination: { pageNumber: 1, pageSize: 12 } });
      expect(all.pagination.totalRecords).toBe(111);
      expect(all.pagination.numOfPages).toBe(10);
      expect(all.items).toHaveLength(12);
      const last = await search({ pagination: { pageNumber: 10, pageSize: 12 } });
      expect(last.items).toHaveLength(3);
    });

    it('still lists expired items, with their end date', async () => {
      const found = await search({ q: 'iPhone 16e 128GB White' });
      expect(found.items.map((i) => i.code)).toEqual(['IP16E-WHT-128GB']);
      expect(found.items[0]?.endDate).toBe('2025-12-31T16:59:59.000Z');
    });

    it('answers 400 with the fields at fault for a bad request', async () => {
      const { status, body } = await postJson(app, SEARCH, {
        q: 'x'.repeat(101),
        pagination: { pageNumber: 0, pageSize: 1000 },
        orderBy: 'random',
      });
      expect(status).toBe(400);
      expect(
        (body as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field).sort(),
      ).toEqual(['orderBy', 'pagination.pageNumber', 'pagination.pageSize', 'q']);
      const missing = await postJson(app, SEARCH, { q: 'ipad' });
      expect(missing.body).toMatchObject({
        fieldErrors: [{ field: 'pagination', code: 'field.required' }],
      });
    });
  });

  describe('item/searchItems', () => {
    it('returns the items of the codes in the order asked, without unknown codes', async () => {
      const { status, body } = await postJson(app, '/backend/api/item/searchItems', {
        q: ['HPMINI-BLU', 'NOPE', 'AIRTAG-4P', 'HPMINI-BLU'],
      });
      expect(status).toBe(200);
      expect(decoded(routes.itemsByCodes, body).map((i) => i.code)).toEqual([
        'HPMINI-BLU',
        'AIRTAG-4P',
      ]);
    });

    it('refuses more than 100 codes', async () => {
      const codes = Array.from({ length: 101 }, (_, i) => `CODE-${i}`);
      const { status, body } = await postJson(app, '/backend/api/item/searchItems', { q: codes });
      expect(status).toBe(400);
      expect(body).toMatchObject({ fieldErrors: [{ field: 'q' }] });
    });
  });
});
