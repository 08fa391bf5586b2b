import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';

describe('the built storefront on the API port', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
    app = await buildTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the page at the root and for every route of the shop', async () => {
    for (const url of ['/', '/?lang=th', '/listItem?category=1&lang=en', '/cms/about']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves a file written after the start (a rebuild needs no restart)', async () => {
    writeFileSync(join(dir, 'assets', 'later-def.js'), 'console.log(2)');
    const response = await app.inject({ method: 'GET', url: '/assets/later-def.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });

  it('a missing asset or a folder is a 404, never the page (a browser would refuse it as a script)', async () => {
    for (const url of ['/assets/gone-123.js', '/assets/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorKey: 'E404' });
    }
  });

  it('unknown API paths stay JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorKey: 'E404' });
  });
});
