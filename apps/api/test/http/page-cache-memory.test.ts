import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';

const STATIC_DIR = fileURLToPath(new URL('../../../../dist/apps/storefront', import.meta.url));
const SSR_DIR = fileURLToPath(new URL('../../../../dist/apps/storefront-ssr', import.meta.url));

describe('the page cache keeps compressed pages only', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    if (!existsSync(`${SSR_DIR}/entry-server.js`)) {
      throw new Error('Build the storefront first: npx nx build storefront');
    }
    app = await buildTestApp({ STATIC_DIR, SSR_DIR });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts a kept page at its compressed size, and unpacks it for a client that takes no brotli', async () => {
    const br = await app.inject({ url: '/?lang=th', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(html).toContain('<html lang="th">');
    // Kept: the brotli body only, not the text (100 KB and more, twice that as a string).
    expect(app.renderedPages.bytes).toBeGreaterThan(br.rawPayload.length);
    expect(app.renderedPages.bytes).toBeLessThan(br.rawPayload.length + 1024);

    const plain = await app.inject({
      url: '/?lang=th',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(plain.headers.etag).toBe(br.headers.etag);

    // A client that takes gzip and not brotli: the body unpacked, gzipped on the way out.
    const gz = await app.inject({ url: '/?lang=th', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(html);
    expect(gz.headers.etag).toBe(br.headers.etag);
    expect(app.renderedPages.bytes).toBeLessThan(br.rawPayload.length + 1024);
  });
});
