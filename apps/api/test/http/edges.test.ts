import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorBody, decodeWith } from '@rewards/api-client/contract';
import { buildTestApp } from '../helpers/test-app';

/** The headers every answer carries, framework-made ones included. */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

function expectCatalogueShape(body: unknown, errorKey: string): void {
  const decoded = decodeWith(ErrorBody, body);
  expect(decoded.ok).toBe(true);
  expect(body).toMatchObject({ errorKey });
}

/** Sends raw bytes to a listening server and resolves with the whole answer as text. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error('no answer'));
    });
    socket.write(text);
  });
}

describe('the edge: framework answers, conditional requests, frames and HSTS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('one frame policy: frame-ancestors none and X-Frame-Options DENY', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/common/ping' });
    expectSecurityHeaders(response.headers);
  });

  it('sends HSTS only on answers served over https', async () => {
    const plain = await app.inject({ method: 'GET', url: '/backend/api/common/ping' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await app.inject({
      method: 'GET',
      url: '/backend/api/common/ping',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toContain('max-age=31536000');
    const fromClient = await app.inject({
      method: 'GET',
      url: '/backend/api/common/ping',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(fromClient.headers['strict-transport-security']).toBeUndefined();
  });

  it('a URL that is not UTF-8 gets a 400 in the catalogue shape with the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/backend/api/item/%80%FF' });
    expect(response.statusCode).toBe(400);
    expectCatalogueShape(response.json(), 'E400');
    expectSecurityHeaders(response.headers);
  });

  it('bad JSON, a wrong content type and unknown routes answer in the catalogue shape', async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/backend/api/item/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"pagination": ',
    });
    expect(badJson.statusCode).toBe(400);
    expectCatalogueShape(badJson.json(), 'E400');
    expectSecurityHeaders(badJson.headers);
    const unknown = await app.inject({ method: 'DELETE', url: '/backend/api/item/x' });
    expect(unknown.statusCode).toBe(404);
    expectCatalogueShape(unknown.json(), 'E404');
    expectSecurityHeaders(unknown.headers);
  });

  it('If-None-Match is honoured on GET and HEAD only: a POST always gets its answer', async () => {
    const search = {
      method: 'POST' as const,
      url: '/backend/api/item/search',
      payload: { pagination: { pageNumber: 1, pageSize: 12 } },
    };
    const first = await app.inject(search);
    expect(first.statusCode).toBe(200);
    for (const tag of ['*', String(first.headers.etag)]) {
      const again = await app.inject({ ...search, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    const get = await app.inject({ method: 'GET', url: '/backend/api/category' });
    const head = await app.inject({
      method: 'HEAD',
      url: '/backend/api/category',
      headers: { 'if-none-match': String(get.headers.etag) },
    });
    expect(head.statusCode).toBe(304);
    const conditional = await app.inject({
      method: 'GET',
      url: '/backend/api/category',
      headers: { 'if-none-match': '*' },
    });
    expect(conditional.statusCode).toBe(304);
  });
});

describe('the edge on a real socket: answers Node makes before Fastify', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
  });

  it('headers past the limit get a 431 in the catalogue shape with the security headers', async () => {
    const answer = await rawRequest(
      port,
      `GET /backend/api/common/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain("frame-ancestors 'none'");
    expect(head.toLowerCase()).toContain('x-frame-options: deny');
    expectCatalogueShape(JSON.parse(body), 'E431');
  });

  it('a malformed request line gets a 400 in the catalogue shape', async () => {
    const answer = await rawRequest(port, 'GARBAGE\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expectCatalogueShape(JSON.parse(body), 'E400');
  });
});
