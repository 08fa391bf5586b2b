import { describe, expect, it } from 'vitest';
import { routes } from '@rewards/api-client/contract';
import { createApiClient } from './create-api-client';
import { isApiError, type ApiError } from './api-error';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  const impl = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers });
  };
  return { calls, impl: impl as typeof fetch };
}

function client(fetchImpl: typeof fetch, token?: string) {
  return createApiClient({
    baseUrl: 'http://shop.test',
    getLang: () => 'th',
    getToken: () => token,
    fetch: fetchImpl,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const item = {
  code: 'IP17P-256-BLK',
  groupId: 'IP17P',
  name: 'iPhone 17 Pro 256GB Black',
  thaiName: 'ไอโฟน 17 โปร 256GB สีดำ',
  partNumber: 'MX2A3TH/A',
  unitPrice: '45900.00',
  images: [{ url: '/assets/p.svg', name: 'front' }],
  newItem: 'Y',
  categoryId: 1,
  catalogueId: 11,
  prices: [
    {
      type: 'CASH',
      cash: '45900.00',
      point: 0,
      priceCode: 'KCC',
      minimumTransactionAmount: '0.00',
      ratePoint: 1000,
      rateCash: 6,
    },
  ],
};

describe('createApiClient', () => {
  it('adds lang, the bearer token and the path parameters, and decodes the answer', async () => {
    const fake = fakeFetch(200, [item]);
    const items = await client(fake.impl, 'tok').request(routes.catalogueItems, {
      params: { catalogueId: 11 },
    });
    expect(fake.calls[0]?.url).toBe('http://shop.test/backend/api/item/catalogue/11?lang=th');
    expect((fake.calls[0]?.init.headers as Record<string, string>).authorization).toBe(
      'Bearer tok',
    );
    expect(items[0]?.unitPrice.toFixed(2)).toBe('45900.00');
    expect(items[0]?.newItem).toBe(true);
  });

  it('encodes the body with the contract (money as text, flags as Y/N)', async () => {
    const fake = fakeFetch(200, {
      items: [],
      pagination: { totalRecords: 0, numOfPages: 0, pageNumber: 1, pageSize: 12 },
    });
    await client(fake.impl).request(routes.searchItems, {
      body: { q: 'iphone', pagination: { pageNumber: 1, pageSize: 12 }, orderBy: 'priceAsc' },
    });
    expect(fake.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(fake.calls[0]?.init.body))).toEqual({
      q: 'iphone',
      pagination: { pageNumber: 1, pageSize: 12 },
      orderBy: 'priceAsc',
    });
    expect((fake.calls[0]?.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('a malformed answer is a decode error naming the field, not a crash', async () => {
    const fake = fakeFetch(200, [{ ...item, unitPrice: 45900.123 }]);
    const error = await failure(
      client(fake.impl).request(routes.catalogueItems, { params: { catalogueId: 11 } }),
    );
    expect(error.kind).toBe('decode');
    expect(error.kind === 'decode' && error.errors.map((e) => e.field)).toContain('unitPrice');
  });

  it('an answer that is not JSON is a decode error', async () => {
    const impl = (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    expect((await failure(client(impl).request(routes.ping, {}))).kind).toBe('decode');
  });

  it('status 0: the server cannot be reached', async () => {
    const impl = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await failure(client(impl).request(routes.ping, {}))).toEqual({
      kind: 'unreachable',
      status: 0,
    });
  });

  it('a time-out is its own kind', async () => {
    const impl = (async () => {
      throw new DOMException('timed out', 'TimeoutError');
    }) as unknown as typeof fetch;
    expect(await failure(client(impl).request(routes.ping, {}))).toEqual({
      kind: 'timeout',
      status: 0,
    });
  });

  it('maps statuses to the error catalogue', async () => {
    const body = {
      errorKey: 'E400',
      title: 'Bad request',
      thaiTitle: 'คำขอไม่ถูกต้อง',
      fieldErrors: [{ field: 'q', code: 'field.invalid' }],
    };
    const bad = await failure(client(fakeFetch(400, body).impl).request(routes.ping, {}));
    expect(bad).toMatchObject({
      kind: 'badRequest',
      appError: undefined,
      fieldErrors: [{ field: 'q' }],
    });

    const app = await failure(
      client(fakeFetch(400, body, { 'x-app-error': 'E400' }).impl).request(routes.ping, {}),
    );
    expect(app).toMatchObject({ kind: 'badRequest', appError: { title: 'Bad request' } });

    const notFound = { errorKey: 'E404', title: 'Not found', thaiTitle: 'ไม่พบ' };
    expect(
      (await failure(client(fakeFetch(404, notFound).impl).request(routes.ping, {}))).kind,
    ).toBe('notFound');

    const expired = { errorKey: 'E500', title: 'Session expired', thaiTitle: 'หมดเวลา' };
    expect(
      (await failure(client(fakeFetch(500, expired).impl).request(routes.ping, {}))).kind,
    ).toBe('sessionExpired');

    const other = { errorKey: 'E503', title: 'Busy', thaiTitle: 'ไม่ว่าง' };
    expect(
      await failure(client(fakeFetch(503, other).impl).request(routes.ping, {})),
    ).toMatchObject({
      kind: 'server',
      status: 503,
    });
    expect(await failure(client(fakeFetch(502, undefined).impl).request(routes.ping, {}))).toEqual({
      kind: 'unknown',
      status: 502,
    });
    expect(
      await failure(client(fakeFetch(401, undefined).impl).request(routes.ping, {})),
    ).toMatchObject({
      kind: 'unauthorized',
    });
  });

  it('isApiError recognises only the client errors', () => {
    expect(isApiError({ kind: 'notFound', status: 404 })).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'other' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('multipart requests', () => {
  it('sends the body as multipart/form-data: text fields by name, files as their parts', async () => {
    const fake = fakeFetch(200, { ticketId: 'CS00000001' });
    const answer = await client(fake.impl, 'tok').request(routes.sendFeedback, {
      body: {
        subject: 'OTHER',
        subSubject: 'Gift wrap',
        feedback: 'Hello\nthere',
        noHasOrderNumber: true,
        attachments: [
          { fieldName: 'att1', fileName: 'a.pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
          { fieldName: 'att2', fileName: 'b.png', bytes: new Uint8Array([137, 80]) },
        ],
      },
      multipart: true,
    });
    expect(answer).toEqual({ ticketId: 'CS00000001' });
    const init = fake.calls[0]?.init;
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    // The browser writes the boundary into the content type itself.
    expect(headers['content-type']).toBeUndefined();
    expect(headers.authorization).toBe('Bearer tok');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('subject')).toBe('OTHER');
    expect(form.get('subSubject')).toBe('Gift wrap');
    expect(form.get('feedback')).toBe('Hello\nthere');
    expect(form.get('noHasOrderNumber')).toBe('Y');
    expect(form.has('attachments')).toBe(false);
    const first = form.get('att1') as File;
    expect(first.name).toBe('a.pdf');
    expect([...new Uint8Array(await first.arrayBuffer())]).toEqual([37, 80, 68, 70]);
    expect((form.get('att2') as File).name).toBe('b.png');
  });
});
