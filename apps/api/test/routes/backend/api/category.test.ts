import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogueSliderTabs, groupHomeGrid, sortCategoriesForBar } from '@rewards/domain';
import { routes } from '@rewards/api-client/contract';
import { buildTestApp } from '../../../helpers/test-app';
import { decoded, getJson } from '../../../helpers/inject';

describe('category', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every category in the category bar order, with both names', async () => {
    const { status, body } = await getJson(app, '/backend/api/category?lang=en');
    expect(status).toBe(200);
    const categories = decoded(routes.categories, body);
    expect(categories.map((c) => c.name)).toEqual([
      'iPhone',
      'iPad',
      'Mac',
      'Watch',
      'AirPods',
      'TV & Home',
      'Accessories',
    ]);
    expect(sortCategoriesForBar(categories, 'en')).toEqual(categories);
    expect(categories[0]?.thaiName).toBe('ไอโฟน');
    // The home grid groups them by the first digit of displayOrderGrid.
    expect(groupHomeGrid(categories).map((group) => group.categories.length)).toEqual([3, 3, 1]);
  });

  it('gives each category its catalogues in slider order, sub-categories and carousel', async () => {
    const categories = decoded(
      routes.categories,
      (await getJson(app, '/backend/api/category')).body,
    );
    const iphone = categories.find((c) => c.categoryId === 1);
    expect(iphone?.catalogues.map((c) => c.name)).toEqual([
      'iPhone 17 Pro',
      'iPhone Air',
      'iPhone 17',
      'iPhone 16e',
    ]);
    expect(iphone?.catalogues[0]).toMatchObject({
      hasItemNew: true,
      highlight: true,
      bgColor: '#000000',
    });
    expect(iphone?.catalogues[3]?.hasItemNew).toBe(false);
    expect(iphone?.categoryBanners).toHaveLength(2);
    const accessories = categories.find((c) => c.name === 'Accessories');
    expect(accessories?.useListing).toBe(true);
    expect(accessories?.subCategories.map((s) => s.name)).toEqual([
      'Apple Pencil',
      'AirTag',
      'Power & Cables',
      'Cases',
    ]);
    const tabs = accessories === undefined ? [] : catalogueSliderTabs(accessories);
    expect(tabs[0]).toEqual({ kind: 'allAccessories' });
    expect(accessories?.catalogues.map((c) => c.displayOrder)).toEqual([11, 12, 21, 22]);
  });

  it('shows one category by id, the same in both languages', async () => {
    const en = await getJson(app, '/backend/api/category/3?lang=en');
    const th = await getJson(app, '/backend/api/category/3?lang=th');
    const mac = decoded(routes.category, en.body);
    expect(mac).toMatchObject({ categoryId: 3, name: 'Mac', thaiName: 'แมค' });
    expect(mac.subCategories.map((s) => s.thaiName)).toEqual(['โน้ตบุ๊ก', 'เดสก์ท็อป']);
    expect(th.body).toEqual(en.body);
  });

  it('answers 404 with both titles for an unknown category', async () => {
    const { status, body } = await getJson(app, '/backend/api/category/999?lang=th');
    expect(status).toBe(404);
    expect(body).toEqual({
      errorKey: 'E404',
      title: 'No catalogue found',
      thaiTitle: 'ไม่พบแคตตาล็อก',
      status: 404,
    });
  });

  it('answers 400 naming the field when the id is not a number', async () => {
    const { status, body } = await getJson(app, '/backend/api/category/abc');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errorKey: 'E400',
      fieldErrors: [{ field: 'categoryId', code: 'field.invalid' }],
    });
  });

  it('promotion-banner: banners in order with both languages and formats, and the home carousel', async () => {
    const body = decoded(
      routes.promotionBanners,
      (await getJson(app, '/backend/api/promotion-banner?lang=en')).body,
    );
    expect(body.banners.map((b) => b.id)).toEqual([
      'iphone-17-pro',
      'airpods-pro-3',
      'macbook-pro',
      'watch-series-11',
    ]);
    const first = body.banners[0];
    expect(first?.promotionBannerLanguages.map((l) => `${l.lang} ${l.imageType}`)).toEqual([
      'en Desktop',
      'en Mobile',
      'th Desktop',
      'th Mobile',
    ]);
    expect(first?.promotionBannerLanguages[2]).toMatchObject({
      imageURL: '/images/banners/iphone-17-pro',
      displayPopup: true,
      url: '/listCatalogue/1?category=iPhone&lang=th',
    });
    expect(body.carousel).toHaveLength(3);
    expect(body.carousel[0]?.thaiDescription).toContain('แลกคะแนน');
  });

  // Last: it changes the catalogue, which the tests above read.
  it('orders catalogues by main and sub order: a displayOrder of 23 comes after 2 and before 3', async () => {
    await app.db.query('UPDATE catalogue SET display_order = 3 WHERE catalogue_id = 701');
    await app.db.query('UPDATE catalogue SET display_order = 2 WHERE catalogue_id = 702');
    await app.db.query('UPDATE catalogue SET display_order = 23 WHERE catalogue_id = 703');
    await app.db.query('UPDATE catalogue SET display_order = 1 WHERE catalogue_id = 704');
    const accessories = await app.categoryRepository.byId(7);
    expect(accessories?.catalogues.map((c) => c.displayOrder)).toEqual([1, 2, 23, 3]);
    const listed = (await app.categoryRepository.list('en')).find((c) => c.categoryId === 7);
    expect(listed?.catalogues.map((c) => c.catalogueId)).toEqual([704, 702, 703, 701]);
  });
});
