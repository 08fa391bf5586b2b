import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorBody, decodeWith, routes, type Route } from '@rewards/api-client/contract';
import { API_PREFIX } from '../../src/http/register-route';
import { buildTestApp } from '../helpers/test-app';

/** Every answer to bad input: a 4xx in the catalogue's shape, with both titles. */
function expectCatalogueError(
  response: { statusCode: number; json: () => unknown },
  status: number,
): void {
  expect(response.statusCode).toBe(status);
  const body = decodeWith(ErrorBody, response.json());
  expect(body.ok).toBe(true);
}

/** Percent-encodes raw bytes, so that NUL, broken UTF-8 and encoded surrogates reach the server. */
function percentEncode(bytes: Uint8Array): string {
  return [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** Whether text survives UTF-8 (no lone surrogates): only such text can be put in a URL as is. */
function isWellFormed(text: string): boolean {
  return Buffer.from(text, 'utf8').toString('utf8') === text;
}

const controlText = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
});
/** Any UTF-16 code unit, lone surrogates included. */
const codeUnitText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
});
/** Short text made of the characters that broke things: NUL, halves of surrogate pairs, Thai, emoji. */
const hostileText = fc.string({
  unit: fc.constantFrom(
    '\u0000',
    '\ud800',
    '\udc00',
    '\u001f',
    'a',
    '1',
    'ไ',
    '😀',
    '%',
    "'",
    '\\',
  ),
  maxLength: 8,
});
/** Numbers as text, around and far past the int4 and safe-integer edges. */
const numericText = fc
  .oneof(
    fc.bigInt({ min: 2n ** 31n - 2n, max: 2n ** 31n + 2n }),
    fc.bigInt({ min: -(2n ** 31n) - 2n, max: -(2n ** 31n) + 2n }),
    fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  )
  .map(String);
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  controlText,
  codeUnitText,
  hostileText,
  numericText,
);
const anyNumber = fc.oneof(
  fc.integer({ min: 1, max: 100 }),
  fc.integer(),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
  fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(Number),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 0, -1),
);
const anyScalar = fc.oneof(anyText, anyNumber, fc.boolean(), fc.constant(null));
/** Bodies close to the contract's shapes (so decoding goes deep), and far from them. */
const anyBody = fc.oneof(
  fc.record(
    {
      q: fc.oneof(anyText, fc.array(anyText, { maxLength: 5 }), anyScalar),
      // Often valid, so that a body decodes but for the field under test.
      pagination: fc.oneof(
        fc.record({
          pageNumber: fc.integer({ min: 1, max: 3 }),
          pageSize: fc.integer({ min: 1, max: 100 }),
        }),
        fc.record({ pageNumber: anyNumber, pageSize: anyNumber }, { requiredKeys: [] }),
      ),
      category: anyNumber,
      catalogue: anyNumber,
      subCategory: anyNumber,
      orderBy: fc.oneof(fc.constantFrom('name', 'priceAsc', 'priceDesc'), anyText),
      lang: fc.oneof(fc.constantFrom('en', 'th'), anyText),
      navigation: fc.array(fc.record({ url: anyText, title: anyText }), { maxLength: 5 }),
      imageUrl: anyText,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
  anyText,
);

describe('bad input: a 4xx in the catalogue shape, never a 500', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('an id past int4 in the path is a 400, not a database error', async () => {
    for (const url of [
      '/backend/api/category/2147483648',
      '/backend/api/category/-2147483649',
      '/backend/api/item/catalogue/99999999999999',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expectCatalogueError(response, 400);
    }
  });

  it('an id past int4 in a search body is a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/item/search',
      payload: { category: 2 ** 31, pagination: { pageNumber: 1, pageSize: 12 } },
    });
    expectCatalogueError(response, 400);
  });

  it('a NUL byte in a path or a search is a 400', async () => {
    expectCatalogueError(await app.inject({ method: 'GET', url: '/backend/api/item/a%00b' }), 400);
    const search = await app.inject({
      method: 'POST',
      url: '/backend/api/item/search',
      payload: { q: 'ip\u0000hone', pagination: { pageNumber: 1, pageSize: 12 } },
    });
    expectCatalogueError(search, 400);
    const codes = await app.inject({
      method: 'POST',
      url: '/backend/api/item/searchItems',
      payload: { q: ['\u0000'] },
    });
    expectCatalogueError(codes, 400);
  });

  it('a lone surrogate in a search or a path is a 400', async () => {
    const search = await app.inject({
      method: 'POST',
      url: '/backend/api/item/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"q":"\\ud800x","pagination":{"pageNumber":1,"pageSize":12}}',
    });
    expectCatalogueError(search, 400);
    const path = await app.inject({ method: 'GET', url: '/backend/api/item/%ED%A0%80' });
    expect(path.statusCode).toBeLessThan(500);
  });

  it("a picture named after an object's built-in property is a 404", async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const response = await app.inject({ method: 'GET', url: `/images/banners/${name}.svg` });
      expectCatalogueError(response, 404);
    }
  });

  it('a page number far past the end is an empty page or a 400, not a database error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/item/search',
      payload: { pagination: { pageNumber: Number.MAX_SAFE_INTEGER, pageSize: 100 } },
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('property: fast-check strings sent to every route of the contract never get a 500', async () => {
    const entries = Object.entries(routes) as [string, Route<unknown, unknown, unknown, unknown>][];
    for (const [name, route] of entries) {
      const paramNames = [...route.path.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1]);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(anyText.filter(isWellFormed), fc.uint8Array()), {
            minLength: paramNames.length,
            maxLength: paramNames.length,
          }),
          // The language is often right, so that the other fields are what gets tested.
          fc.oneof(fc.constantFrom('en', 'th'), anyText.filter(isWellFormed), fc.uint8Array()),
          anyBody,
          async (params, lang, body) => {
            const encode = (value: string | Uint8Array) =>
              typeof value === 'string' ? encodeURIComponent(value) : percentEncode(value);
            let index = 0;
            const path = route.path.replace(/:([a-zA-Z]+)/g, () => {
              const value = params[index] ?? '';
              index += 1;
              return encode(value) || '%20';
            });
            const response = await app.inject({
              method: route.method,
              url: `${API_PREFIX}${path}?lang=${encode(lang)}`,
              ...(route.method === 'GET'
                ? {}
                : {
                    headers: { 'content-type': 'application/json' },
                    payload: JSON.stringify(body) ?? 'null',
                  }),
            });
            if (response.statusCode >= 500) {
              throw new Error(`${name} ${path}: ${response.statusCode} ${response.body}`);
            }
            if (response.statusCode >= 400) {
              expect(decodeWith(ErrorBody, response.json()).ok).toBe(true);
            }
          },
        ),
        { numRuns: 150 },
      );
    }
  });
});
