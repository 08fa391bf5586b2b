import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/test-app';

const MB = 1024 * 1024;

/** A full garbage collection, so that RSS counts what is kept rather than what awaits collection. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('memory stays bounded whatever the public asks for', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('3,000 distinct searches grow the RSS by less than 100 MB', async () => {
    // Pages hold 12 items at most (spec section 9): the whole catalogue, page by page.
    const codes: string[] = [];
    for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
      const page = await app.inject({
        method: 'POST',
        url: '/backend/api/item/search',
        payload: { pagination: { pageNumber, pageSize: 12 } },
      });
      codes.push(...(page.json() as { items: { code: string }[] }).items.map((item) => item.code));
    }
    expect(codes.length).toBeGreaterThanOrEqual(90);
    collectGarbage();
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 3000; i += 1) {
      // Every call asks for (almost) the whole catalogue, in an order of its own: a distinct key.
      const rotated = [...codes.slice(i % codes.length), ...codes.slice(0, i % codes.length)];
      const q = [codes[i % 7] ?? '', ...rotated.slice(0, 99 - (Math.floor(i / codes.length) % 5))];
      const response = await app.inject({
        method: 'POST',
        url: '/backend/api/item/searchItems',
        payload: { q },
      });
      expect(response.statusCode).toBe(200);
      // Collected as it goes, so that the heap measures what is kept, not garbage not yet swept.
      if (i % 200 === 199) collectGarbage();
    }
    collectGarbage();
    const grown = process.memoryUsage().rss - before;
    expect(grown / MB).toBeLessThan(100);
    expect(app.catalogueCache.bytes).toBeLessThanOrEqual(app.serverConfig.cacheMaxBytes);
  }, 180_000);
});
