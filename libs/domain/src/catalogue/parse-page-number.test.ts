import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePageNumber } from './parse-page-number';

describe('page query: default page 1, invalid -> 1, beyond the last -> last', () => {
  it('reads a page number from the query string or a body', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber(' 3 ')).toBe(3);
    expect(parsePageNumber(3)).toBe(3);
    expect(parsePageNumber('03', 10)).toBe(3);
  });

  it('missing or invalid: page 1', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'abc',
      '0',
      '-2',
      '2.5',
      '1e3',
      2.5,
      0,
      Number.NaN,
      Infinity,
      ['2'],
      {},
    ]) {
      expect(parsePageNumber(raw, 10), String(raw)).toBe(1);
    }
  });

  it('beyond the last page: the last page', () => {
    expect(parsePageNumber('12', 5)).toBe(5);
    expect(parsePageNumber('99999999999999999999', 5)).toBe(5);
    expect(parsePageNumber(1e21, 5)).toBe(5);
  });

  it('no pages at all (last page 0) or no known last page', () => {
    expect(parsePageNumber('4', 0)).toBe(1);
    expect(parsePageNumber('4')).toBe(4);
    expect(parsePageNumber('99999999999999999999')).toBe(1);
  });

  describe('properties', () => {
    it('never throws, and always answers a page from 1 to the last', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.anything(), fc.integer().map(String), fc.integer()),
          fc.integer({ min: 1, max: 1000 }),
          (raw, last) => {
            const page = parsePageNumber(raw, last);
            return Number.isInteger(page) && page >= 1 && page <= last;
          },
        ),
      );
    });

    it('a page within 1..last is kept as it is', () => {
      fc.assert(
        fc.property(
          fc
            .integer({ min: 1, max: 1000 })
            .chain((last) => fc.tuple(fc.integer({ min: 1, max: last }), fc.constant(last))),
          ([page, last]) => parsePageNumber(String(page), last) === page,
        ),
      );
    });
  });
});
