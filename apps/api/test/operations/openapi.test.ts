import { Validator } from '@seriousme/openapi-schema-validator';
import { routes } from '@rewards/api-client/contract';
import * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSchemaOf, openApiDocument, openApiPath } from '../../src/operations/openapi';
import { buildTestApp } from '../helpers/test-app';

describe('the OpenAPI document', () => {
  const document = openApiDocument(routes, { version: 'test', serverUrl: 'https://shop.example' });

  it('describes every route of the contract', () => {
    for (const [name, route] of Object.entries(routes)) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, name).toMatchObject({ operationId: name });
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(Object.keys(routes).length);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('says what the wire carries: money as text, flags as Y/N, bounded text, auth', () => {
    const quote = document.paths['/backend/api/shopping-cart/checkPaymentCondition']?.['post'] as {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
      security?: unknown;
    };
    const text = JSON.stringify(quote);
    expect(text).toContain('"enum":["Y","N"]');
    expect(text).toContain('"maxLength"');
    expect(text).toContain('an amount of THB with 2 decimals');
    const customer = document.paths['/backend/api/customer']?.['get'] as { security?: unknown };
    expect(customer?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/backend/api/category/{categoryId}']?.['get']).toMatchObject({
      parameters: [{ name: 'categoryId', in: 'path', required: true }, { name: 'lang' }],
    });
  });

  it('names multipart bodies and file answers by their media type', () => {
    const feedback = document.paths['/backend/api/feedback']?.['post'] as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(feedback.requestBody.content)).toEqual(['multipart/form-data']);
    const invoice = document.paths['/backend/api/storage/tax_invoice/{orderNumber}']?.['get'] as {
      responses: { '200': { content: Record<string, unknown> } };
    };
    expect(invoice.responses['200'].content).toEqual({
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    });
  });

  it('refuses a hand-written codec that has no schema', () => {
    const opaque = new t.Type<string, string, unknown>(
      'Opaque',
      (u): u is string => typeof u === 'string',
      (u, c) => (typeof u === 'string' ? t.success(u) : t.failure(u, c)),
      (s) => s,
    );
    expect(() => jsonSchemaOf(t.type({ field: opaque }))).toThrow(/Opaque has no schema/);
  });
});

describe('the served reference', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_ORIGIN: 'https://shop.example' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves openapi.json with the public origin, and a reference page beside it', async () => {
    const json = await app.inject({ url: '/backend/api/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const served = json.json() as { servers: { url: string }[]; paths: object };
    expect(served.servers).toEqual([{ url: 'https://shop.example' }]);
    expect(Object.keys(served.paths)).toContain('/backend/api/health/ready');

    const page = await app.inject({ url: '/backend/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<code>/backend/api/shopping-cart/checkPaymentCondition</code>');
    expect(page.body).toContain('href="openapi.json"');
    expect(page.body).not.toContain('<script');
  });
});
