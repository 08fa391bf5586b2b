import { describe, expect, it } from 'vitest';
import { thb, ZERO_THB } from '../money/money';
import type { PriceEntry } from '../pricing/price-entry';
import { unitPriceForCard } from './unit-price-for-card';

const cash = (priceCode: PriceEntry['priceCode'], amount: string): PriceEntry => ({
  type: 'CASH',
  cash: thb(amount),
  point: 0,
  priceCode,
  ratePoint: 1000,
  rateCash: 6,
  minimumTransactionAmount: ZERO_THB,
});

describe('unitPriceForCard: the cash price of one unit with a card brand', () => {
  const item = {
    unitPrice: thb('32900.00'),
    prices: [
      cash('KCC', '32900.00'),
      cash('AYCAP', '31900.00'),
      { ...cash('KCC', '1.00'), type: 'POINT' as const },
    ],
  };

  it("is the brand's CASH entry", () => {
    expect(unitPriceForCard(item, 'KCC')?.toFixed(2)).toBe('32900.00');
    expect(unitPriceForCard(item, 'AYCAP')?.toFixed(2)).toBe('31900.00');
  });

  it('is undefined for a brand the item lists no CASH price for', () => {
    expect(unitPriceForCard(item, 'GCS')).toBeUndefined();
  });

  it('is the unit price before a card is chosen, or for an item without CASH entries', () => {
    expect(unitPriceForCard(item, undefined)?.toFixed(2)).toBe('32900.00');
    expect(unitPriceForCard({ unitPrice: thb('990.00'), prices: [] }, 'TMS')?.toFixed(2)).toBe(
      '990.00',
    );
  });
});
