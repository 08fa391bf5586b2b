import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainError, reviewCart, thb, type DomainError } from '@rewards/domain';
import { cartArb } from '@rewards/domain/testing';
import { airpodsCartLine, expiredCartLine, iphoneCartLine, storyNow } from '../../fixtures/cart';
import { placeCartMessages } from './place-cart-messages';

describe('where the cart messages show', () => {
  it('puts line, item and cart messages in their places', () => {
    const second = { ...airpodsCartLine, uuid: 'line-airpods-2', persMesg1: 'MUM' };
    const lines = [iphoneCartLine, airpodsCartLine, second, expiredCartLine];
    const maxQuantity = domainError('cart.maxQuantityPerOrder', { n: 2, itemCode: 'APP-PRO3' });
    const cap = domainError('cart.amountLimitExceeded', { limit: '50000.00' });
    const expired = domainError('cart.itemUnavailable', { uuid: 'line-band' });
    const placed = placeCartMessages(lines, [maxQuantity, cap], [expired]);
    expect(placed.byLine.get('line-airpods')?.errors).toEqual([maxQuantity]);
    expect(placed.byLine.get('line-airpods-2')?.errors).toEqual([maxQuantity]);
    expect(placed.byLine.get('line-band')?.notices).toEqual([expired]);
    expect(placed.byLine.get('line-iphone')).toEqual({ errors: [], notices: [] });
    expect(placed.cart).toEqual({ errors: [cap], notices: [] });
  });

  it('sends a message about a line that is gone to the summary', () => {
    const gone = domainError('cart.quantityInvalid', { uuid: 'nowhere' });
    expect(placeCartMessages([iphoneCartLine], [gone], []).cart.errors).toEqual([gone]);
  });

  it('shows every message of a reviewed cart somewhere, and only where it belongs', () => {
    fc.assert(
      fc.property(cartArb(), fc.option(fc.integer({ min: 1, max: 400_000 })), (lines, cap) => {
        const review = reviewCart(
          lines,
          {
            perTransactionAmountLimit: cap === null ? undefined : thb(cap),
            maxRedeemablePointsPerTransaction: 1_000_000,
          },
          storyNow,
          { pointsRedemptionOpen: true },
        );
        const placed = placeCartMessages(review.lines, review.errors, review.notices);
        const shown = (kind: 'errors' | 'notices', message: DomainError) =>
          placed.cart[kind].includes(message) ||
          [...placed.byLine.values()].some((messages) => messages[kind].includes(message));
        for (const error of review.errors) expect(shown('errors', error)).toBe(true);
        for (const notice of review.notices) expect(shown('notices', notice)).toBe(true);
        for (const line of review.lines) {
          const own = placed.byLine.get(line.uuid);
          expect(own).toBeDefined();
          for (const message of [...(own?.errors ?? []), ...(own?.notices ?? [])]) {
            expect(message.uuid === line.uuid || message.itemCode === line.code).toBe(true);
          }
        }
      }),
    );
  });
});
