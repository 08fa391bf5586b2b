import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bitmapPictures } from '../../src/plugins/app/pictures';
import { BANNER_ART } from '../../src/seed/banner-art';
import { buildTestApp } from '../helpers/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'rewards-pictures-'));
const cacheDir = join(dataDir, 'pictures');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A listening server on the data folder; resolves once readiness says UP. */
async function started(): Promise<FastifyInstance> {
  const app = await buildTestApp({}, { dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  for (;;) {
    const ready = await app.inject({ url: '/backend/api/health/ready' });
    if (ready.statusCode === 200) {
      expect(ready.json()).toMatchObject({
        checks: expect.arrayContaining([{ name: 'pictures', ok: true }]),
      });
      return app;
    }
    expect(JSON.stringify(ready.json())).toContain('drawing pictures');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A counter of `/metrics`. */
async function counter(app: FastifyInstance, name: string): Promise<number> {
  const metrics = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
  const match = new RegExp(`^${name} (\\d+)$`, 'm').exec(metrics.body);
  if (match?.[1] === undefined) throw new Error(`no ${name} in /metrics`);
  return Number(match[1]);
}

/** Every banner in both shapes as the browsers ask for them, and the logo: URL -> ETag. */
async function everyBitmap(app: FastifyInstance): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  for (const id of Object.keys(BANNER_ART)) {
    for (const name of [id, `${id}-mobile`]) {
      for (const accept of ['image/avif,image/webp,*/*', 'image/webp,*/*']) {
        const response = await app.inject({ url: `/images/banners/${name}`, headers: { accept } });
        expect(response.statusCode, name).toBe(200);
        etags.set(`${name} ${accept}`, String(response.headers.etag));
      }
    }
  }
  const logo = await app.inject({ url: '/images/logo.png' });
  expect(logo.statusCode).toBe(200);
  etags.set('logo', String(logo.headers.etag));
  return etags;
}

describe('pictures ready before the first visitor', () => {
  it('are encoded once the server listens, kept on disk, and read back by the next start without encoding', async () => {
    const total = bitmapPictures().length;
    expect(total).toBe(Object.keys(BANNER_ART).length * 4 + 1);

    const first = await started();
    // Made before any visitor asked.
    expect(await counter(first, 'pictures_encoded_total')).toBe(total);
    expect(readdirSync(cacheDir).filter((name) => !name.startsWith('.'))).toHaveLength(total);
    const served = await everyBitmap(first);
    expect(await counter(first, 'pictures_encoded_total')).toBe(total);
    await first.close();

    // A file no picture of this build names (another setting's) is removed.
    writeFileSync(join(cacheDir, `${'0'.repeat(64)}.avif`), 'stale');
    const second = await started();
    expect(await counter(second, 'pictures_disk_reads_total')).toBe(total);
    expect(await everyBitmap(second)).toEqual(served);
    expect(await counter(second, 'pictures_encoded_total')).toBe(0);
    expect(readdirSync(cacheDir).sort()).toHaveLength(total);
    await second.close();
  }, 600_000);
});
