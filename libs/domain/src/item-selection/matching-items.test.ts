import { describe, expect, it } from 'vitest';
import { IPHONE_GROUP_EXAMPLE as group } from '../testing/item-selection.arbitraries';
import { matchingItems } from './matching-items';

const codes = (choices: string[]) => matchingItems(group, choices).map((item) => item.code);

describe('matchingItems: the items a selection can still lead to', () => {
  it('with nothing chosen: every item that can be bought', () => {
    expect(codes([])).toEqual(['IP15-BLU-128', 'IP15-BLU-256', 'IP15-BLK-128', 'IP15-PNK-256']);
  });

  it('narrows with each earlier choice, never to an item that cannot be bought', () => {
    expect(codes(['Black'])).toEqual(['IP15-BLK-128']);
    expect(codes(['Blue', '256GB'])).toEqual(['IP15-BLU-256']);
    expect(codes(['Pink', '128GB'])).toEqual([]);
  });

  it('never yields an item that lacks one of the attributes', () => {
    const broken = {
      ...group,
      items: [...group.items, { code: 'NO-CAPACITY', attributes: { colour: 'Blue' } }],
    };
    expect(matchingItems(broken, ['Blue']).map((item) => item.code)).toEqual([
      'IP15-BLU-128',
      'IP15-BLU-256',
    ]);
  });

  it('matches nothing when more values are given than there are attributes', () => {
    expect(codes(['Blue', '128GB', 'extra'])).toEqual([]);
  });
});
