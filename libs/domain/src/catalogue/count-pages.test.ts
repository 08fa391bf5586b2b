import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPages } from './count-pages';

describe('numOfPages from totalRecords and pageSize', () => {
  it('0 records fill no page; 12 at 12 a page; 13 two', () => {
    expect(countPages(0, 12)).toBe(0);
    expect(countPages(12, 12)).toBe(1);
    expect(countPages(13, 12)).toBe(2);
    expect(countPages(26, 5)).toBe(6);
  });

  it('a negative or fractional count, or a size below 1, is a programming error', () => {
    expect(() => countPages(-1, 12)).toThrow(RangeError);
    expect(() => countPages(1.5, 12)).toThrow(RangeError);
    expect(() => countPages(10, 0)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('the pages hold every record, and the last page is not empty', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 100_000 }),
          fc.integer({ min: 1, max: 100 }),
          (records, size) => {
            const pages = countPages(records, size);
            return pages * size >= records && (pages === 0 || (pages - 1) * size < records);
          },
        ),
      );
    });
  });
});
