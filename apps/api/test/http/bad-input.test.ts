import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  BoundedArrayType,
  ErrorBody,
  decodeWith,
  routes,
  type Route,
} from '@rewards/api-client/contract';
import { API_PREFIX } from '../../src/http/register-route';
import { signUpAndIn } from '../accounts/helpers';
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

/** Text as long as a body may carry and more than any field takes, of one hostile character. */
const longText = fc
  .tuple(
    fc.constantFrom('a', '\u0000', '\ud800', 'ไ', '😀', '%'),
    fc.integer({ min: 65, max: 300_000 }),
  )
  .map(([unit, length]) => unit.repeat(length).slice(0, length));
/** Anything but what a field expects: text of every kind, numbers, and objects or lists where text goes. */
const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 1, arbitrary: longText },
  { weight: 2, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, {}, [], '', ' ') },
  { weight: 1, arbitrary: fc.array(anyText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(anyText, anyText, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.dictionary(anyText, fc.array(anyText, { maxLength: 2 }), { maxKeys: 2 }),
      {
        maxLength: 2,
      },
    ),
  },
);

/**
 * Leaf values that often fit a field (a code, a quantity, a flag, money, a date, an e-mail),
 * so that most of a body decodes and the hostile value in one field reaches the handler.
 */
const PLAIN_VALUES: readonly unknown[] = [
  'en',
  'th',
  'Y',
  'N',
  'IP17P-256-BLK',
  'AIRTAG-1P',
  'a@example.com',
  'Secret123',
  '0812345678',
  '10110',
  'DELIVERY',
  'CREDIT_DEBIT_CARD',
  'CASH',
  'CASH_INSTALLMENT',
  'KCC',
  'SAVE500',
  '0123456789abcdef',
  '2026-01-01',
  '1',
  '12',
  '100.00',
  '0.00',
  0,
  1,
  2,
  12,
  true,
  false,
];

/** The properties of an object codec (path parameters), or none. */
function propsOf(codec: t.Mixed): t.Props {
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType)
    return codec.props as t.Props;
  if (codec instanceof t.ExactType || codec instanceof t.RefinementType)
    return propsOf(codec.type as t.Mixed);
  if (codec instanceof t.IntersectionType) {
    return Object.assign({}, ...(codec.types as t.Mixed[]).map(propsOf)) as t.Props;
  }
  return {};
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Values of a codec's shape, nested as it nests, with hostile values at every
 * level: each object has the codec's properties (sometimes some missing), each
 * list a few entries (or one more than its bound), and every leaf is either a
 * plain value that fits it or anything hostile, an object or list included.
 */
function shaped(codec: t.Mixed): fc.Arbitrary<unknown> {
  const wrong = { weight: 1, arbitrary: anyHostile };
  if (
    codec instanceof t.ExactType ||
    codec instanceof t.RefinementType ||
    codec instanceof t.ReadonlyType
  ) {
    return shaped(codec.type as t.Mixed);
  }
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) {
    const fields = Object.fromEntries(
      Object.entries(codec.props as t.Props).map(([key, prop]) => [key, shaped(prop)]),
    );
    return fc.oneof(
      { weight: 6, arbitrary: fc.record(fields) },
      { weight: 2, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      wrong,
    );
  }
  if (codec instanceof t.IntersectionType) {
    return fc
      .tuple(...(codec.types as t.Mixed[]).map(shaped))
      .map((parts) => (parts.every(isPlainObject) ? Object.assign({}, ...parts) : parts[0]));
  }
  if (codec instanceof t.UnionType) return fc.oneof(...(codec.types as t.Mixed[]).map(shaped));
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(shaped(codec.type as t.Mixed), { maxLength: 3 }) },
      wrong,
    );
  }
  if (codec instanceof BoundedArrayType) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(shaped(codec.entry), { maxLength: 3 }) },
      {
        weight: 1,
        arbitrary: fc.array(shaped(codec.entry), {
          minLength: codec.max + 1,
          maxLength: codec.max + 2,
        }),
      },
      wrong,
    );
  }
  if (codec instanceof t.DictionaryType) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc.dictionary(anyText, shaped(codec.codomain as t.Mixed), { maxKeys: 3 }),
      },
      wrong,
    );
  }
  if (codec instanceof t.LiteralType) {
    return fc.oneof({ weight: 6, arbitrary: fc.constant(codec.value as unknown) }, wrong);
  }
  if (codec instanceof t.KeyofType) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...Object.keys(codec.keys as object)) },
      wrong,
    );
  }
  const fitting = PLAIN_VALUES.filter((value) => isRight(codec.decode(value)));
  return fitting.length === 0
    ? anyHostile
    : fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...fitting) },
        { weight: 3, arbitrary: anyHostile },
      );
}

/** A path segment: text as UTF-8 (a lone surrogate as the bytes a broken encoder writes), raw bytes, or JSON. */
function pathText(value: unknown): string {
  if (value instanceof Uint8Array) return percentEncode(value);
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return isWellFormed(text) ? encodeURIComponent(text) : percentEncode(wtf8(text));
}

/** UTF-8 bytes of text, lone surrogates written as their 3 bytes (as WTF-8 does). */
function wtf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const pair = text.codePointAt(i) ?? unit;
      if (pair > 0xffff) {
        bytes.push(...Buffer.from(String.fromCodePoint(pair), 'utf8'));
        i += 1;
        continue;
      }
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Uint8Array.from(bytes);
}

/** A query string from a value of the query's shape: lists as repeated keys, objects as JSON. */
function queryText(query: unknown): string {
  if (!isPlainObject(query)) return `?lang=${pathText(query)}`;
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((entry) => `${pathText(key)}=${pathText(entry)}`),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * Host headers, good and malformed: a space, an open bracket, a port past
 * 65535, no host, a very long one, and any text a header can carry.
 */
const anyHost = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'localhost',
      'localhost:8080',
      '127.0.0.1:80',
      '[::1]:8080',
      'a b',
      '[::1',
      'x:99999',
      'x:-1',
      ':80',
      '',
      ' ',
      'a'.repeat(300),
      'shop.example:80:80',
      'sh%00op.example',
      'user@shop.example',
      'shop.example/path',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({
        unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
        maxLength: 30,
      })
      .filter((host) => host === host.trim()),
  },
);

describe('bad input: a 4xx in the catalogue shape, never a 500', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PASSWORD_HASH_COST: 'test' });
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

  describe('property: nested hostile values in every path parameter, query and body, with any Host, never get a 500', () => {
    let token = '';
    beforeAll(async () => {
      token = await signUpAndIn(app, 'hostile@example.com');
    });
    const entries = Object.entries(routes) as [string, Route<unknown, unknown, unknown, unknown>][];
    // One test a route: each has its own time, and a failure names its route.
    for (const [name, route] of entries) {
      it(name, async () => {
        const rejections: unknown[] = [];
        const onRejection = (reason: unknown) => rejections.push(reason);
        process.on('unhandledRejection', onRejection);
        try {
          const paramNames = [...route.path.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1]);
          const paramProps = propsOf(route.params);
          await fc.assert(
            fc.asyncProperty(
              fc.record({
                params: fc.tuple(
                  ...paramNames.map((param) =>
                    fc.oneof(
                      { weight: 4, arbitrary: shaped(paramProps[param ?? ''] ?? t.string) },
                      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 12 }) },
                    ),
                  ),
                ),
                query: fc.oneof({ weight: 5, arbitrary: shaped(route.query) }, anyHostile),
                body: fc.oneof({ weight: 5, arbitrary: shaped(route.body) }, anyBody),
                host: anyHost,
                signedIn: fc.boolean(),
                client: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
              }),
              async ({ params, query, body, host, signedIn, client }) => {
                let index = 0;
                const path = route.path.replace(/:([a-zA-Z]+)/g, () => {
                  const value = params[index];
                  index += 1;
                  return pathText(value) || '%20';
                });
                const url = `${API_PREFIX}${path}${queryText(query)}`;
                const response = await app.inject({
                  method: route.method,
                  url,
                  remoteAddress: `10.${client.join('.')}`,
                  headers: {
                    ...(host === undefined ? {} : { host }),
                    ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
                    ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
                  },
                  ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body) ?? 'null' }),
                });
                if (response.statusCode >= 500) {
                  throw new Error(
                    `${name} ${url} (Host ${JSON.stringify(host)}): ${response.statusCode} ${response.body}`,
                  );
                }
                expect(response.statusCode).toBeGreaterThanOrEqual(200);
                if (response.statusCode >= 400) {
                  expect(decodeWith(ErrorBody, response.json()).ok).toBe(true);
                }
              },
            ),
            { numRuns: 60 },
          );
          // Give a rejection left behind by the last request the time to surface.
          await new Promise((resolve) => setTimeout(resolve, 20));
          expect(rejections, name).toEqual([]);
        } finally {
          process.off('unhandledRejection', onRejection);
        }
      });
    }
  });
});
