import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_SITEMAP_ENTRIES } from '@rewards/api-client/contract';
import { SITEMAPS_KEPT_PER_LANGUAGE } from '../../../../src/plugins/app/sitemap-repository';
import { buildTestApp } from '../../../helpers/test-app';

describe('what visitors leave behind is bounded', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const submit = (lang: string, entries: number) =>
    app.inject({
      method: 'POST',
      url: `/backend/api/sitemap/update?lang=${lang}`,
      payload: {
        navigation: Array.from({ length: entries }, (_, i) => ({ url: `/cms/p${i}`, title: 'x' })),
      },
    });

  it('sitemap/update keeps only the latest submissions of each language', async () => {
    for (let i = 0; i < SITEMAPS_KEPT_PER_LANGUAGE + 7; i += 1) {
      expect((await submit('en', 3)).statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) expect((await submit('th', 3)).statusCode).toBe(200);
    const rows = await app.db.query<{ lang: string; count: number }>(
      'SELECT lang, count(*)::int AS count FROM sitemap_submission GROUP BY lang ORDER BY lang',
    );
    expect(rows).toEqual([
      { lang: 'en', count: SITEMAPS_KEPT_PER_LANGUAGE },
      { lang: 'th', count: 2 },
    ]);
  });

  it('sitemap/update refuses a navigation longer than the shop could have', async () => {
    const response = await submit('en', MAX_SITEMAP_ENTRIES + 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorKey: 'E400' });
    expect((await submit('en', MAX_SITEMAP_ENTRIES)).statusCode).toBe(200);
  });

  it('sitemap/update takes paths of the shop and web addresses only', async () => {
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url: '/backend/api/sitemap/update?lang=en',
        payload: { navigation: [{ url, title: 'x' }] },
      });
    for (const url of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:x',
      '/a b',
    ]) {
      expect((await post(url)).statusCode).toBe(400);
    }
    for (const url of ['/cms/about?lang=th', 'https://shop.example/listItem']) {
      expect((await post(url)).statusCode).toBe(200);
    }
  });

  it('guest ids past their retention are pruned when new ones are issued', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await app.db.query(
      `INSERT INTO guest (guest_uuid, created_at) VALUES
         ($1, now() - interval '31 days'), ($2, now() - interval '29 days')`,
      [old, recent],
    );
    expect(await app.guestRepository.exists(old)).toBe(false);
    const response = await app.inject({ url: '/backend/api/common/guest-uuid' });
    const issued = (response.json() as { guestUuid: string }).guestUuid;
    const left = await app.db.query<{ guest_uuid: string }>(
      'SELECT guest_uuid FROM guest WHERE guest_uuid = ANY($1::uuid[])',
      [[old, recent, issued]],
    );
    expect(left.map((row) => row.guest_uuid).sort()).toEqual([recent, issued].sort());
    expect(await app.guestRepository.exists(issued)).toBe(true);
  });
});
