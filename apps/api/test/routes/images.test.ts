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

  it("carries what guards a subresource, not a page's policies; an SVG runs nothing if opened", async () => {
    const bitmap = await app.inject({
      method: 'GET',
      url: '/images/banners/iphone-17-pro-mobile',
      headers: { accept: 'image/webp,*/*' },
    });
    const svg = await app.inject({ method: 'GET', url: '/images/products/phone/2e3a59.svg' });
    for (const picture of [bitmap, svg]) {
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      expect(picture.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    // A document's policies, referrer, opener and feature rules (an API answer has them all):
    // none on a bitmap; an SVG has only its own policy and framing rule.
    const api = await app.inject({ method: 'GET', url: '/backend/api/common/ping' });
    const kept = new Set(['x-content-type-options', 'cross-origin-resource-policy']);
    const documentOnly = Object.keys(api.headers).filter(
      (name) => !kept.has(name) && (name.startsWith('x-') || /-policy$|^origin-/.test(name)),
    );
    expect(documentOnly).toContain('permissions-policy');
    const svgOwn = new Set(['content-security-policy', 'x-frame-options']);
    for (const name of documentOnly) {
      expect(bitmap.headers[name], name).toBeUndefined();
      if (!svgOwn.has(name)) expect(svg.headers[name], name).toBeUndefined();
    }
    // Opened on its own, an SVG is a document: it may draw with its own styles, nothing else.
    const policy = String(svg.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    expect(policy).not.toContain('script-src');
    expect(svg.headers['x-frame-options']).toBe('DENY');
    // About 1 KB of headers less than a page's on each of the pictures of a first page.
    const headerBytes = (response: typeof svg) =>
      Object.entries(response.headers).reduce(
        (sum, [name, value]) => sum + name.length + String(value).length + 4,
        0,
      );
    expect(headerBytes(api) - headerBytes(bitmap)).toBeGreaterThan(700);
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

  it('draws banners in both formats, as SVG with the text in outlines and as WebP', async () => {
    for (const name of ['iphone-17-pro', 'iphone-17-pro-mobile']) {
      const svg = await app.inject({ method: 'GET', url: `/images/banners/${name}.svg` });
      expect(svg.statusCode).toBe(200);
      const { elements } = parseXml(svg.body);
      expect(elements.find((e) => e.name === 'title')?.text).toContain('ไอโฟน 17 โปร');
      expect(elements.some((e) => e.name === 'text' || e.name === 'style')).toBe(false);

      const webp = await app.inject({ method: 'GET', url: `/images/banners/${name}.webp` });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(webp.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // About the size of the SVG once compressed, far from a bitmap of 800 x 800 pixels.
      expect(webp.rawPayload.length).toBeLessThan(30_000);

      const avif = await app.inject({ method: 'GET', url: `/images/banners/${name}.avif` });
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
      expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
    }
  });

  it('sends a banner without an extension as AVIF to a browser that takes it, else WebP', async () => {
    const asking = (accept: string) =>
      app.inject({
        method: 'GET',
        url: '/images/banners/airpods-pro-3-mobile',
        headers: { accept },
      });
    const chromium = await asking(
      'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
    );
    const older = await asking('image/webp,image/png,image/svg+xml,image/*;q=0.8');
    expect(chromium.headers['content-type']).toBe('image/avif');
    expect(older.headers['content-type']).toBe('image/webp');
    for (const response of [chromium, older]) expect(response.headers.vary).toContain('accept');
    expect(older.headers.etag).not.toBe(chromium.headers.etag);
  });

  it('draws a picture once, even for requests that come together', async () => {
    const responses = await Promise.all(
      [0, 1, 2].map(() => app.inject({ method: 'GET', url: '/images/banners/macbook-pro.webp' })),
    );
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    const again = await app.inject({
      method: 'GET',
      url: '/images/banners/macbook-pro.webp',
      headers: { 'if-none-match': String(responses[0]?.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the logo as a small indexed PNG, and as SVG without fonts', async () => {
    const png = await app.inject({ method: 'GET', url: '/images/logo.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.rawPayload.length).toBeLessThan(8_000);
    const svg = await app.inject({ method: 'GET', url: '/images/logo.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).not.toContain('@font-face');
  });

  it('answers 404 in the catalogue shape for a kind, colour or banner it does not know', async () => {
    for (const url of [
      '/images/products/toaster/ffffff.svg',
      '/images/products/phone/orange.svg',
      '/images/engraving/phone/ffffff.svg',
      '/images/banners/nothing.svg',
      '/images/banners/nothing.webp',
      '/images/banners/iphone-17-pro.png',
      '/images/banners/nothing',
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
