import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowingScripts } from '../../src/http/security-headers';
import { buildTestApp } from '../helpers/test-app';

const STATIC_DIR = fileURLToPath(new URL('../../../../dist/apps/storefront', import.meta.url));
const SSR_DIR = fileURLToPath(new URL('../../../../dist/apps/storefront-ssr', import.meta.url));

/** The `script-src` sources of a policy. */
function scriptSources(policy: unknown): string[] {
  const directive = String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('inline scripts of the pages', () => {
  it('a page policy adds the hashes to script-src and nothing else', () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(allowingScripts(policy, ["'sha256-abc='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=';style-src 'self' 'unsafe-inline'",
    );
    expect(allowingScripts(policy, [])).toBe(policy);
  });

  describe('on the server', () => {
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

    it('every inline script of a page is allowed by its hash, in its policy only', async () => {
      for (const url of ['/?lang=en', '/itemDetail?itemCode=nothing-here&lang=th']) {
        const page = await app.inject({ method: 'GET', url });
        const inline = [
          ...page.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>(.*?)<\/script>/gs),
        ];
        expect(inline.length, `${url}: the early-input script`).toBe(1);
        const sources = scriptSources(page.headers['content-security-policy']);
        for (const [, text] of inline) {
          const hash = createHash('sha256')
            .update(text ?? '')
            .digest('base64');
          expect(sources).toContain(`'sha256-${hash}'`);
        }
        expect(sources).not.toContain("'unsafe-inline'");
        expect(page.body.indexOf('<script>')).toBeLessThan(page.body.indexOf('<body'));
      }
      const api = await app.inject({ method: 'GET', url: '/backend/api/common/ping' });
      expect(scriptSources(api.headers['content-security-policy'])).toEqual(["'self'"]);
    });
  });
});
