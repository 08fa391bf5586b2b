import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
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

/**
 * RSS less V8's young generation. V8 grows the young generation under allocation up to a
 * size of its own, whatever the process keeps, and a full collection empties it without
 * giving its pages back: here it ends at about 30 MB on Node 20 and 105 MB on Node 24,
 * which sizes it by the machine's memory.
 */
function residentLessYoungGeneration(): number {
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  return process.memoryUsage().rss - (young?.physical_space_size ?? 0);
}

describe('memory stays bounded whatever the public asks for', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('3,000 distinct searches grow the RSS beside the young generation by less than 100 MB', async () => {
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
    const before = residentLessYoungGeneration();
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
    const grown = residentLessYoungGeneration() - before;
    expect(grown / MB).toBeLessThan(100);
    expect(app.catalogueCache.bytes).toBeLessThanOrEqual(app.serverConfig.cacheMaxBytes);
    // A bound on memory, not on time: about 100 s alone on two cores, and it shares them with
    // every other suite of `npm test`.
  }, 420_000);
});
