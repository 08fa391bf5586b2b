import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import { findPriceEntry, type PriceEntry } from './price-entry';

const entry = (type: PriceEntry['type'], priceCode: PriceEntry['priceCode']): PriceEntry => ({
  type,
  priceCode,
  cash: thb(100),
  point: 0,
  minimumTransactionAmount: thb(0),
  ratePoint: 1000,
  rateCash: 6,
});

describe('findPriceEntry', () => {
  const prices = [entry('CASH', 'KCC'), entry('POINT', 'KCC'), entry('CASH', 'AYCAP')];

  it('finds the entry of a kind for a card brand', () => {
    expect(findPriceEntry(prices, 'CASH', 'AYCAP')).toBe(prices[2]);
    expect(findPriceEntry(prices, 'POINT', 'KCC')).toBe(prices[1]);
  });

  it('takes the first of a kind when no brand is given, and nothing when none matches', () => {
    expect(findPriceEntry(prices, 'CASH')).toBe(prices[0]);
    expect(findPriceEntry(prices, 'FLEXI')).toBeUndefined();
    expect(findPriceEntry(prices, 'POINT', 'GCS')).toBeUndefined();
  });
});
