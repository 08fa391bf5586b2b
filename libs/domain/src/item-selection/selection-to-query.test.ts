import { describe, expect, it } from 'vitest';
import { IPHONE_GROUP_EXAMPLE as group } from '../testing/item-selection.arbitraries';
import { EMPTY_SELECTION } from './item-group';
import { selectionToQuery } from './selection-to-query';

describe('selectionToQuery: the item page query of a selection', () => {
  it('writes ATTR_{attribute}, ATTR_lastIndexSelected and APPLECARE=Y', () => {
    expect(selectionToQuery(group, { choices: ['Blue', '256GB'], carePlan: true })).toEqual({
      ATTR_colour: 'Blue',
      ATTR_capacity: '256GB',
      ATTR_lastIndexSelected: '1',
      APPLECARE: 'Y',
    });
  });

  it('writes only the chosen attributes of a partial selection', () => {
    expect(selectionToQuery(group, { choices: ['Black'], carePlan: false })).toEqual({
      ATTR_colour: 'Black',
      ATTR_lastIndexSelected: '0',
    });
  });

  it('writes nothing for an empty selection', () => {
    expect(selectionToQuery(group, EMPTY_SELECTION)).toEqual({});
  });
});
