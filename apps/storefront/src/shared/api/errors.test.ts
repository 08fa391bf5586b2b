import { describe, expect, it } from 'vitest';
import { describeApiError, describeFailure } from './errors';

const body = { errorKey: 'E702', title: 'Card declined', thaiTitle: 'บัตรถูกปฏิเสธ' };

describe('the message of a failed call (spec section 8)', () => {
  it('status 0 is Server not reachable, a time-out too', () => {
    expect(describeApiError({ kind: 'unreachable', status: 0 }, 'en')).toEqual({
      id: 'storefront.error.unreachable',
    });
    expect(describeApiError({ kind: 'timeout', status: 0 }, 'th')).toEqual({
      id: 'storefront.error.unreachable',
    });
  });

  it('a 400 app error shows the title in the language; else the fields (Min/Max as Size); else the message', () => {
    const bad = { kind: 'badRequest', status: 400, fieldErrors: [], body } as const;
    expect(describeApiError({ ...bad, appError: body }, 'th')).toEqual({ text: 'บัตรถูกปฏิเสธ' });
    expect(
      describeApiError(
        {
          ...bad,
          appError: undefined,
          fieldErrors: [
            { field: 'q', code: 'field.invalid' },
            { field: 'size', code: 'Max' },
          ],
        },
        'en',
      ),
    ).toEqual({ id: 'storefront.error.onField', values: { fields: 'q, size (Size)' } });
    expect(
      describeApiError(
        { ...bad, appError: undefined, body: { ...body, message: 'Bad input' } },
        'en',
      ),
    ).toEqual({
      text: 'Bad input',
    });
  });

  it('404 Not found, other statuses the server title, unknown Unknown error!, a crash its own text', () => {
    expect(describeApiError({ kind: 'notFound', status: 404, body }, 'en')).toEqual({
      id: 'storefront.error.notFound',
    });
    expect(describeApiError({ kind: 'server', status: 503, body }, 'en')).toEqual({
      text: 'Card declined',
    });
    expect(describeApiError({ kind: 'server', status: 503, body: undefined }, 'en')).toEqual({
      id: 'storefront.error.generic',
    });
    expect(describeApiError({ kind: 'unknown', status: 502 }, 'en')).toEqual({
      id: 'storefront.error.unknown',
    });
    expect(describeFailure(new TypeError('x is undefined'), 'en')).toEqual({
      id: 'storefront.error.crash',
    });
  });
});
