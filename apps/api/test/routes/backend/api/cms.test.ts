import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { buildTestApp } from '../../../helpers/test-app';
import { decoded, getJson, postJson } from '../../../helpers/inject';

describe('cms/* and sitemap/update', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['term-and-condition', 'privacy', 'sales-refund', 'about'])(
    'cms/%s: the page in the asked language',
    async (slug) => {
      const en = decoded(
        routes.cmsPage,
        (await getJson(app, `/backend/api/cms/${slug}?lang=en`)).body,
      );
      const th = decoded(
        routes.cmsPage,
        (await getJson(app, `/backend/api/cms/${slug}?lang=th`)).body,
      );
      expect(en).toMatchObject({ slug, lang: 'en' });
      expect(th).toMatchObject({ slug, lang: 'th' });
      expect(th.title).toMatch(/[\u0E01-\u0E5B]/);
      expect(en.title).not.toMatch(/[\u0E01-\u0E5B]/);
      expect(Date.parse(en.updatedAt ?? '')).not.toBeNaN();
    },
  );

  it('cms/{slug} defaults to English and states the policy', async () => {
    const page = decoded(
      routes.cmsPage,
      (await getJson(app, '/backend/api/cms/sales-refund')).body,
    );
    expect(page.lang).toBe('en');
    expect(page.content).toContain('restocking fee of THB 1,500 per item');
    expect(page.content).toContain('up to 30 days');
  });

  it('answers 404 with both titles for an unknown page, and 400 for a slug that cannot be one', async () => {
    const missing = await getJson(app, '/backend/api/cms/no-such-page?lang=en');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      errorKey: 'E404',
      title: 'This page does not exist.',
      thaiTitle: 'ไม่พบหน้านี้',
      status: 404,
    });
    const bad = await getJson(app, '/backend/api/cms/Bad_Slug!');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: [{ field: 'slug' }] });
  });

  it('cms/how-it-work: both parts in the asked language', async () => {
    const en = decoded(
      routes.howItWork,
      (await getJson(app, '/backend/api/cms/how-it-work?lang=en')).body,
    );
    const th = decoded(
      routes.howItWork,
      (await getJson(app, '/backend/api/cms/how-it-work?lang=th')).body,
    );
    expect(en.content).toContain('How to buy');
    expect(en.content2).toContain('1,000 KSC FOREVER points');
    expect(th.content).toContain('วิธีการสั่งซื้อ');
    expect(th.content2).toContain('การผ่อนชำระ');
  });

  it('cms/logo: the logo at LOGO.urlImage, served by the server', async () => {
    const logo = decoded(routes.logo, (await getJson(app, '/backend/api/cms/logo')).body);
    expect(logo.LOGO.urlImage).toBe('/images/logo.png');
    const picture = await app.inject({ method: 'GET', url: logo.LOGO.urlImage });
    expect(picture.statusCode).toBe(200);
  });

  it('sitemap/update: stores the navigation while submissions are on', async () => {
    const before = await app.sitemapRepository.count();
    const { status, body } = await postJson(app, '/backend/api/sitemap/update?lang=th', {
      navigation: [
        { url: '/?lang=th', title: 'หน้าแรก' },
        { url: '/listCatalogue/1?category=iPhone&lang=th', title: 'ไอโฟน' },
      ],
      imageUrl: '/images/logo.png',
      unknownField: 'dropped',
    });
    expect(status).toBe(200);
    expect(decoded(routes.sitemapUpdate, body)).toEqual({ submitted: true, entries: 2 });
    expect(await app.sitemapRepository.count()).toBe(before + 1);
    const [row] = await app.db.query<{ lang: string; navigation: unknown }>(
      'SELECT lang, navigation FROM sitemap_submission ORDER BY sitemap_submission_id DESC LIMIT 1',
    );
    expect(row?.lang).toBe('th');
    expect(row?.navigation).toEqual([
      { url: '/?lang=th', title: 'หน้าแรก' },
      { url: '/listCatalogue/1?category=iPhone&lang=th', title: 'ไอโฟน' },
    ]);
  });

  it('sitemap/update: stores nothing when FE_SUBMIT_SITEMAP_STATUS is 2', async () => {
    await app.db.query("UPDATE app_config SET value = '2' WHERE key = 'FE_SUBMIT_SITEMAP_STATUS'");
    try {
      const before = await app.sitemapRepository.count();
      const { body } = await postJson(app, '/backend/api/sitemap/update', {
        navigation: [{ url: '/', title: 'Home' }],
      });
      expect(body).toEqual({ submitted: false, entries: 1 });
      expect(await app.sitemapRepository.count()).toBe(before);
    } finally {
      await app.db.query(
        "UPDATE app_config SET value = '1' WHERE key = 'FE_SUBMIT_SITEMAP_STATUS'",
      );
    }
  });

  it('sitemap/update: 400 with the fields at fault', async () => {
    const { status, body } = await postJson(app, '/backend/api/sitemap/update', {
      navigation: [{ url: '', title: 'Empty' }],
      lang: 'fr',
    });
    expect(status).toBe(400);
    expect(
      (body as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field).sort(),
    ).toEqual(['lang', 'navigation.url']);
  });
});
