import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { buildTestApp } from '../../../helpers/test-app';
import { decoded, getJson, postJson } from '../../../helpers/inject';

describe('cms/*, and no sitemap/update', () => {
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

  it('sitemap/update is not served: the sitemap is generated from the catalogue on request', async () => {
    const count = async () =>
      (
        await app.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM sitemap_submission',
        )
      )[0]?.count;
    const before = await count();
    for (const url of ['/backend/api/sitemap/update', '/backend/api/sitemap/update?lang=th']) {
      const { status, body } = await postJson(app, url, {
        navigation: [{ url: '/cms/about', title: 'About' }],
        imageUrl: '/images/logo.png',
      });
      expect(status).toBe(404);
      expect(body).toMatchObject({ errorKey: 'E404' });
    }
    for (const method of ['PUT', 'GET'] as const) {
      const answer = await app.inject({ method, url: '/backend/api/sitemap/update' });
      expect([404, 405]).toContain(answer.statusCode);
    }
    expect(await count()).toBe(before);
    expect(Object.keys(routes)).not.toContain('sitemapUpdate');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/cms/about');
  });
});
