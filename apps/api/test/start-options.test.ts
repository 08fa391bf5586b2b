import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from '../src/config';
import { buildTestApp } from './helpers/test-app';

describe('start-up switches: a small rate limit and MAINTENANCE=1', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '5', MAINTENANCE: '1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('MAINTENANCE=1 puts the maintenance page up in the config answer, without storing it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/backend/api/common/config',
      remoteAddress: '10.0.0.1',
    });
    expect(response.json()).toMatchObject({ FE_PUT_UP_MAINTENANCE_PAGE: '1' });
    expect(await app.settingsRepository.setting('FE_PUT_UP_MAINTENANCE_PAGE')).toBe('0');
  });

  it('reads MAINTENANCE as 1, 0 or unset, and nothing else', () => {
    expect(readServerConfig({ MAINTENANCE: '1' }).maintenance).toBe(true);
    expect(readServerConfig({ MAINTENANCE: '0' }).maintenance).toBe(false);
    expect(readServerConfig({}).maintenance).toBeUndefined();
    expect(() => readServerConfig({ MAINTENANCE: 'yes' })).toThrow(RangeError);
  });

  it('answers 429 in the catalogue shape once a client passes the limit', async () => {
    const call = () =>
      app.inject({ method: 'GET', url: '/backend/api/common/ping', remoteAddress: '10.0.0.2' });
    for (let i = 0; i < 5; i += 1) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errorKey: 'E429',
      title: 'Too many requests. Please wait a moment and try again.',
      thaiTitle: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
      status: 429,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    const other = await app.inject({
      method: 'GET',
      url: '/backend/api/common/ping',
      remoteAddress: '10.0.0.3',
    });
    expect(other.statusCode).toBe(200);
  });

  it('leaves pictures outside the limit, like static files', async () => {
    for (let i = 0; i < 8; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/images/products/phone/f77e2d.svg',
        remoteAddress: '10.0.0.4',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('SETTINGS: run-time settings written at start', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ SETTINGS: 'FE_TOKEN_TIME_OUT=40000, FE_REMAINING_TIME_NOTI=20' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('are stored, so the config answer and the tokens follow them', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/common/config' });
    expect(response.json()).toMatchObject({
      FE_TOKEN_TIME_OUT: '40000',
      FE_REMAINING_TIME_NOTI: '20',
    });
    expect(await app.settingsRepository.setting('FE_TOKEN_TIME_OUT')).toBe('40000');
  });

  it('name only settings of the shop', () => {
    expect(readServerConfig({ SETTINGS: 'START_PO=PO' }).settings).toEqual({ START_PO: 'PO' });
    expect(readServerConfig({}).settings).toEqual({});
    expect(() => readServerConfig({ SETTINGS: 'JWT_SECRET=x' })).toThrow(RangeError);
    expect(() => readServerConfig({ SETTINGS: 'FE_TOKEN_TIME_OUT' })).toThrow(RangeError);
  });
});
