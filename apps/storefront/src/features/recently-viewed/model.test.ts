import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ItemSummary } from '@rewards/api-client/contract';
import { $locale } from '../../entities/locale/model';
import { writeSliceFx, type SliceWrite } from '../../shared/persistence/storage';
import { anItem } from '../../testing/fixtures';
import {
  $recentCards,
  fetchRecentItemsFx,
  itemViewed,
  readNowFx,
  readRecentlyViewedFx,
  recentlyViewedSlice,
} from './model';

function setUp(kept: readonly string[]) {
  const writes: SliceWrite[] = [];
  const asked: (readonly string[])[] = [];
  let stored = kept;
  const scope = fork({
    values: [[$locale, 'en']],
    handlers: [
      [readRecentlyViewedFx, () => stored],
      [
        writeSliceFx,
        (write: SliceWrite) => {
          writes.push(write);
          stored = write.data as readonly string[];
        },
      ],
      [
        fetchRecentItemsFx,
        (codes: readonly string[]) => (
          asked.push(codes),
          Promise.resolve(codes.map((code) => ({ ...anItem(), code }) as ItemSummary))
        ),
      ],
      [readNowFx, () => new Date('2026-11-27T00:00:00Z')],
    ],
  });
  return { scope, writes, asked };
}

describe('recently viewed (spec section 9: 5 shown, 10 kept, in the browser)', () => {
  it('keeps the item viewed first and shows the 5 latest others', async () => {
    const { scope, writes, asked } = setUp(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    await allSettled(itemViewed, { scope, params: 'C' });
    expect(writes).toEqual([
      {
        slice: recentlyViewedSlice,
        data: ['C', 'A', 'B', 'D', 'E', 'F', 'G', 'H', 'I', 'J'],
      },
    ]);
    expect(asked).toEqual([['A', 'B', 'D', 'E', 'F']]);
    expect(scope.getState($recentCards).map((card) => card.code)).toEqual([
      'A',
      'B',
      'D',
      'E',
      'F',
    ]);
  });

  it('the first item viewed shows nothing and asks for nothing', async () => {
    const { scope, asked } = setUp([]);
    await allSettled(itemViewed, { scope, params: 'A' });
    expect(asked).toEqual([]);
    expect(scope.getState($recentCards)).toEqual([]);
  });

  it('a stored list that is not a list of codes is not read', () => {
    expect(recentlyViewedSlice.decode(['A', 1])).toBeUndefined();
    expect(
      recentlyViewedSlice.decode(Array.from({ length: 11 }, (_, i) => `C${i}`)),
    ).toBeUndefined();
    expect(recentlyViewedSlice.decode(['A'])).toEqual(['A']);
  });
});
