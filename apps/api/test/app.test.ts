import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { API_PREFIX } from '../src/http/register-route';
import { buildTestApp } from './helpers/test-app';

describe('the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves every route of the contract at its path', () => {
    const missing = Object.entries(routes).filter(
      ([, route]) => !app.hasRoute({ method: route.method, url: `${API_PREFIX}${route.path}` }),
    );
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('answers the ping, never from a cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/common/ping?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'UP' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends security headers on API answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/common/ping' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API paths with a catalogue error in both languages', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errorKey: 'E404',
      title: 'Not found',
      thaiTitle: 'ไม่พบข้อมูล',
      status: 404,
    });
  });

  it('refuses a body over the size limit with 413 in the catalogue shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/item/search',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        q: 'x'.repeat(1_100_000),
        pagination: { pageNumber: 1, pageSize: 12 },
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errorKey: 'E413',
      title: 'The request is too large.',
      thaiTitle: 'คำขอมีขนาดใหญ่เกินไป',
    });
  });

  it('answers a body that is not JSON with 400, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/item/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"pagination": {',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorKey: 'E400' });
  });

  it('refuses a language it does not speak with a field error on lang', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/category?lang=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorKey: 'E400',
      fieldErrors: [{ field: 'lang', code: 'field.invalid' }],
    });
  });
});
