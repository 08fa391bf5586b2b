import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, RECENTLY_VIEWED_LIMIT } from '../config/business-constants';
import { recentlyViewedShown, rememberRecentlyViewed } from './remember-recently-viewed';

describe('recently viewed items (spec section 9: 5 shown, 10 kept)', () => {
  it('puts the item just viewed first, once, and keeps the 10 latest', () => {
    expect(rememberRecentlyViewed(['B', 'A'], 'A')).toEqual(['A', 'B']);
    expect(rememberRecentlyViewed([], 'A')).toEqual(['A']);
    const eleven = rememberRecentlyViewed(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], 'X');
    expect(eleven).toEqual(['X', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('shows the 5 latest other than the item on screen', () => {
    expect(recentlyViewedShown(['A', 'B', 'C', 'D', 'E', 'F', 'G'], 'A')).toEqual([
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    expect(recentlyViewedShown(['A', 'B'], undefined)).toEqual(['A', 'B']);
  });

  it('properties: at most 10 kept, no code twice, the latest first, 5 shown at most', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L')),
        (views) => {
          const kept = views.reduce<readonly string[]>(rememberRecentlyViewed, []);
          expect(kept.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT);
          expect(new Set(kept).size).toBe(kept.length);
          if (views.length > 0) expect(kept[0]).toBe(views[views.length - 1]);
          expect(recentlyViewedShown(kept, kept[0]).length).toBeLessThanOrEqual(
            PAGE_SIZE.recentlyViewed,
          );
        },
      ),
    );
  });
});
