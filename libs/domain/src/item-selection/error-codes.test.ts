import { describe, expect, it } from 'vitest';
import { itemSelectionErrorCodes } from './error-codes';

describe('itemSelectionErrorCodes', () => {
  it('is empty: the picker offers only valid choices and drops invalid query values', () => {
    expect(itemSelectionErrorCodes).toEqual([]);
  });
});
