import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { publishCatalogueChange } from '../../src/db/catalogue-changes';
import { buildTestApp } from '../helpers/test-app';
import { decoded } from '../helpers/inject';

async function eventually(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the catalogue cache', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('tags answers with an ETag and answers 304 when the client has them', async () => {
    const first = await get('/backend/api/category?lang=en');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/backend/api/category?lang=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      (await get('/backend/api/category?lang=en', { 'if-none-match': `W/${etag}` })).statusCode,
    ).toBe(304);
    expect(
      (await get('/backend/api/category?lang=en', { 'if-none-match': '"stale"' })).statusCode,
    ).toBe(200);
    // The tag is the content's: an answer that differs by language has one tag per language.
    const en = await get('/backend/api/item/IPAIR-SKY-256GB?lang=en');
    const th = await get('/backend/api/item/IPAIR-SKY-256GB?lang=th', {
      'if-none-match': String(en.headers.etag),
    });
    expect(th.statusCode).toBe(200);
    expect(th.headers.etag).not.toBe(en.headers.etag);
  });

  it('answers the kept compressed body the client takes, and the plain one otherwise', async () => {
    const url = '/backend/api/category?lang=en';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });

  it('answers from memory until the catalogue changes, then reads again', async () => {
    const before = await get('/backend/api/category/5');
    expect(decoded(routes.category, before.json()).name).toBe('AirPods');
    await app.db.query("UPDATE category SET name = 'AirPods & Beats' WHERE category_id = 5");
    try {
      // Written behind the cache's back: the cached answer stands.
      const cachedAnswer = await get('/backend/api/category/5');
      expect(cachedAnswer.headers.etag).toBe(before.headers.etag);
      expect(decoded(routes.category, cachedAnswer.json()).name).toBe('AirPods');

      // Announced on the channel every instance listens to: every cache forgets.
      await publishCatalogueChange(app.db, 'category renamed');
      await eventually(() => app.catalogueCache.size === 0);
      const fresh = await get('/backend/api/category/5');
      expect(decoded(routes.category, fresh.json()).name).toBe('AirPods & Beats');
      expect(fresh.headers.etag).not.toBe(before.headers.etag);
      const stale = await get('/backend/api/category/5', {
        'if-none-match': String(before.headers.etag),
      });
      expect(stale.statusCode).toBe(200);
    } finally {
      await app.db.query("UPDATE category SET name = 'AirPods' WHERE category_id = 5");
      await publishCatalogueChange(app.db, 'restored');
      await eventually(() => app.catalogueCache.size === 0);
    }
  });

  it('forgets an item answer when the item end date passes', async () => {
    const url = '/backend/api/item/AIRTAG-1P';
    const availability = async () =>
      decoded(routes.item, (await get(url)).json()).groupItems.find((g) => g.code === 'AIRTAG-1P')
        ?.available;
    await app.db.query(
      "UPDATE item SET end_date = now() + interval '1200 milliseconds' WHERE code = 'AIRTAG-1P'",
    );
    try {
      await publishCatalogueChange(app.db, 'end date set');
      await eventually(() => app.catalogueCache.size === 0);
      expect(await availability()).toBe(true);
      // No notice this time: the cache clears itself when the end date passes.
      await eventually(async () => (await availability()) === false, 4000);
    } finally {
      await app.db.query("UPDATE item SET end_date = NULL WHERE code = 'AIRTAG-1P'");
      await publishCatalogueChange(app.db, 'restored');
    }
  });
});
