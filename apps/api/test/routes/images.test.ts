import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { buildTestApp } from '../helpers/test-app';
import { decoded, getJson } from '../helpers/inject';
import { parseXml } from '../helpers/xml';

describe('/images', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('draws a product in the colour of its URL, as SVG kept for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/products/watch/e8c1b5.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(parseXml(response.body).root).toBe('svg');
    expect(response.body).toContain('#e8c1b5');
  });

  it('answers 304 to a client that has the picture', async () => {
    const first = await app.inject({ method: 'GET', url: '/images/products/phone/2e3a59.svg' });
    const again = await app.inject({
      method: 'GET',
      url: '/images/products/phone/2e3a59.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws banners in both formats with the Thai font inside', async () => {
    for (const url of [
      '/images/banners/iphone-17-pro.svg',
      '/images/banners/iphone-17-pro-mobile.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const { elements } = parseXml(response.body);
      expect(elements.find((e) => e.name === 'style')?.text).toContain('font/woff2;base64,');
      expect(elements.filter((e) => e.name === 'text').map((e) => e.text)).toContain(
        'ไอโฟน 17 โปร',
      );
    }
  });

  it('carries only the Thai glyphs a picture shows, so the logo stays small', async () => {
    const logo = await app.inject({ method: 'GET', url: '/images/logo.svg' });
    expect(logo.statusCode).toBe(200);
    const { elements } = parseXml(logo.body);
    expect(elements.find((e) => e.name === 'style')?.text).toContain('font/woff2;base64,');
    // Both weights of the whole Thai block are about 24 KB; the logo's eleven Thai letters far less.
    expect(logo.body.length).toBeLessThan(12_000);
  });

  it('answers 404 in the catalogue shape for a kind, colour or banner it does not know', async () => {
    for (const url of [
      '/images/products/toaster/ffffff.svg',
      '/images/products/phone/orange.svg',
      '/images/engraving/phone/ffffff.svg',
      '/images/banners/nothing.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorKey: 'E404', title: 'Picture not found' });
    }
  });

  it('serves every picture the seeded catalogue and content point at', async () => {
    const urls = new Set<string>();
    const categories = decoded(
      routes.categories,
      (await getJson(app, '/backend/api/category')).body,
    );
    for (const category of categories) {
      urls.add(category.imageUrl);
      for (const catalogue of category.catalogues) urls.add(catalogue.imageUrl);
      for (const slide of category.categoryBanners) urls.add(slide.imageUrl);
    }
    const banners = decoded(
      routes.promotionBanners,
      (await getJson(app, '/backend/api/promotion-banner')).body,
    );
    for (const banner of banners.banners) {
      for (const language of banner.promotionBannerLanguages) urls.add(language.imageURL);
    }
    for (const slide of banners.carousel) urls.add(slide.imageUrl);
    const rows = await app.db.query<{ url: string }>('SELECT DISTINCT url FROM item_image');
    for (const row of rows) urls.add(row.url);
    expect(urls.size).toBeGreaterThan(50);
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
