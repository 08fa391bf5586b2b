import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, decodeWith } from '@rewards/api-client/contract';
import { parsePublicOrigin } from '../../src/config';
import { buildTestApp } from '../helpers/test-app';

// The storefront's two builds (client and renderer): `nx test api` builds them first.
const STATIC_DIR = fileURLToPath(new URL('../../../../dist/apps/storefront', import.meta.url));
const SSR_DIR = fileURLToPath(new URL('../../../../dist/apps/storefront-ssr', import.meta.url));

const PUBLIC_ORIGIN = 'https://shop.example';
const PAGE = '/?lang=en';
// An empty Host cannot be sent through inject (it puts its own in): the raw socket test sends one.
const MALFORMED_HOSTS = ['a b', 'a<b', 'x:99999', '[::1', 'a%zz', 'x:1:2', 'a/b', 'a@b'];
const EVERY_KIND = [PAGE, '/sitemap.xml', '/robots.txt', '/backend/api/common/ping'];

/** Every absolute URL of a text (pages, sitemap, robots), without the XML namespaces. */
function absoluteUrls(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)]
    .map((match) => match[0])
    .filter((url) => !/^http:\/\/www\.(sitemaps\.org|w3\.org)\//.test(url));
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

describe('absolute URLs come from PUBLIC_ORIGIN; Host is checked once', () => {
  let app: FastifyInstance;
  let port: number;
  const logLines: { level: number; msg?: string }[] = [];

  beforeAll(async () => {
    if (!existsSync(`${SSR_DIR}/entry-server.js`)) {
      throw new Error('Build the storefront first: npx nx build storefront');
    }
    app = await buildTestApp(
      {
        STATIC_DIR,
        SSR_DIR,
        PUBLIC_ORIGIN,
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        REQUEST_LOG_LEVEL: 'info',
      },
      { logStream: { write: (line) => logLines.push(JSON.parse(line) as { level: number }) } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it.each([
    ['Host: evil.example', { host: 'evil.example' }],
    [
      'X-Forwarded-Host: evil.example from a trusted proxy',
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ],
  ])('%s: the page, sitemap.xml and robots.txt name the public origin only', async (_, headers) => {
    const page = await get(PAGE, headers);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/?lang=en">`);
    expect(page.body).toContain(`hreflang="th" href="${PUBLIC_ORIGIN}/?lang=th"`);
    const robots = await get('/robots.txt', headers);
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml', headers);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_ORIGIN}/?lang=en</loc>`);
    for (const answer of [page, robots, sitemap]) {
      expect(answer.body).not.toContain('evil.example');
      const urls = absoluteUrls(answer.body);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(new URL(url).origin, url).toBe(PUBLIC_ORIGIN);
    }
  });

  it('a path that starts with //host names no other host either', async () => {
    for (const url of [
      '//evil.example/',
      '//evil.example/?lang=en',
      '///evil.example/listItem?category=1&catalogue=101',
      '/\\evil.example/',
      '//evil.example/sitemap.xml',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.body, url).not.toContain('evil.example');
      expect(String(answer.headers.location ?? ''), url).not.toContain('evil.example');
      for (const absolute of absoluteUrls(answer.body)) {
        expect(new URL(absolute).origin, absolute).toBe(PUBLIC_ORIGIN);
      }
    }
  });

  it('an absolute-form request target gives its path only; one that is no URL is a 400', async () => {
    const answer = await rawRequest(
      port,
      'GET http://evil.example/?lang=en HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/?lang=en">`);
    expect(answer).not.toContain('evil.example');
    const broken = await rawRequest(
      port,
      'GET http://a%zz/ HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n',
    );
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('a page is the same whatever Host it was asked with', async () => {
    const [first, second] = await Promise.all([
      get('/?lang=th', { host: 'one.example' }),
      get('/?lang=th', { host: 'other.example:8443' }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('a Host that is not host[:port] is a 400 in the catalogue shape on every route, logged below error', async () => {
    logLines.length = 0;
    for (const host of MALFORMED_HOSTS) {
      for (const url of EVERY_KIND) {
        const answer = await get(url, { host });
        expect(answer.statusCode, `${url} Host: ${host}`).toBe(400);
        expect(decodeWith(ErrorBody, answer.json()).ok).toBe(true);
        expect(answer.json()).toMatchObject({ errorKey: 'E400', status: 400 });
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('hosts, addresses and ports that are well formed are served', async () => {
    for (const host of ['shop.example', 'internal:8080', '127.0.0.1:3000', '[::1]:8080', 'x:']) {
      const answer = await get('/backend/api/common/ping', { host });
      expect(answer.statusCode, host).toBe(200);
    }
  });

  it('an HTTP/1.0 request without Host, or one with an empty Host, is a 400 on every route', async () => {
    for (const url of EVERY_KIND) {
      for (const request of [
        `GET ${url} HTTP/1.0\r\n\r\n`,
        `GET ${url} HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`,
      ]) {
        const answer = await rawRequest(port, request);
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        expect(head, request).toMatch(/^HTTP\/1\.[01] 400 /);
        expect(JSON.parse(body)).toMatchObject({ errorKey: 'E400' });
      }
    }
    const served = await rawRequest(port, 'GET /robots.txt HTTP/1.0\r\nHost: shop.example\r\n\r\n');
    expect(served).toMatch(/^HTTP\/1\.[01] 200 /);
  });

  it('a write from the public origin is let through when a proxy rewrote Host; another origin is 403', async () => {
    const post = (origin: string, host: string) =>
      app.inject({
        method: 'POST',
        url: '/backend/api/token/refresh',
        headers: { origin, host },
      });
    // Not refused for its origin: it goes on to ask for a token.
    expect((await post(PUBLIC_ORIGIN, 'internal:8080')).statusCode).toBe(401);
    for (const [origin, host] of [
      ['https://evil.example', 'internal:8080'],
      ['http://internal:8080', 'internal:8080'],
      ['https://evil.example', 'evil.example'],
      ['http://evil.example', 'evil.example'],
    ] as const) {
      const answer = await post(origin, host);
      expect(answer.statusCode, `${origin} with Host ${host}`).toBe(403);
      expect(answer.json()).toMatchObject({ errorKey: 'E403' });
    }
  });

  it('pages, API answers and framework errors carry a Permissions-Policy that turns the powerful features off', async () => {
    const answers = [
      await get(PAGE),
      await get('/backend/api/common/ping'),
      await get('/backend/api/nothing'),
      await get('/%E0%A4%A'),
      await get('/robots.txt', { host: 'a b' }),
    ];
    for (const answer of answers) {
      const policy = String(answer.headers['permissions-policy'] ?? '');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, answer.raw.req.url).toContain(`${feature}=()`);
      }
    }
  });
});

describe('ALLOWED_ORIGINS beside the public origin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_ORIGIN, ALLOWED_ORIGINS: 'https://partner.example' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('an allowed origin may write; the default http://localhost:PORT is not the shop here', async () => {
    const post = (origin: string) =>
      app.inject({ method: 'POST', url: '/backend/api/token/refresh', headers: { origin } });
    expect((await post('https://partner.example')).statusCode).toBe(401);
    expect((await post(PUBLIC_ORIGIN)).statusCode).toBe(401);
    expect((await post('http://localhost')).statusCode).toBe(403);
    expect((await post('http://shop.example')).statusCode).toBe(403);
  });
});

describe('parsePublicOrigin', () => {
  it('takes a bare http(s) origin, as its origin', () => {
    expect(parsePublicOrigin('https://shop.example', 8080, true)).toBe('https://shop.example');
    expect(parsePublicOrigin(' https://Shop.Example:443/ ', 8080, true)).toBe(
      'https://shop.example',
    );
    expect(parsePublicOrigin('http://127.0.0.1:41234', 41234, false)).toBe(
      'http://127.0.0.1:41234',
    );
  });

  it('refuses a path, query, fragment, credentials or another scheme', () => {
    for (const value of [
      'https://shop.example/shop',
      'https://shop.example/?a=1',
      'https://shop.example/#top',
      'https://user:pw@shop.example',
      'ftp://shop.example',
      'shop.example',
      'https://',
    ]) {
      expect(() => parsePublicOrigin(value, 8080, false), value).toThrow(RangeError);
    }
  });

  it('is required in production; elsewhere it defaults to http://localhost:PORT', () => {
    expect(() => parsePublicOrigin(undefined, 8080, true)).toThrow(/PUBLIC_ORIGIN/);
    expect(() => parsePublicOrigin('  ', 8080, true)).toThrow(/PUBLIC_ORIGIN/);
    expect(parsePublicOrigin(undefined, 8080, false)).toBe('http://localhost:8080');
    expect(parsePublicOrigin('', 3000, false)).toBe('http://localhost:3000');
  });
});
