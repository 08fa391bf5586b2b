import { describe, expect, it } from 'vitest';
import { lastOrderLimit } from './last-order-limit';

describe('lastOrder choice to the number of latest orders', () => {
  it('5, 25, 50 and 100 limit the history; ALL does not', () => {
    expect(lastOrderLimit('5')).toBe(5);
    expect(lastOrderLimit('25')).toBe(25);
    expect(lastOrderLimit('50')).toBe(50);
    expect(lastOrderLimit('100')).toBe(100);
    expect(lastOrderLimit('ALL')).toBeUndefined();
  });
});
