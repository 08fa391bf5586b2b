import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers/test-app';

describe('the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the ping', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/common/ping?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'UP' });
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/common/ping' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
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
});
