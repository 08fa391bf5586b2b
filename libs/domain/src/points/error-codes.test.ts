import { describe, expect, it } from 'vitest';
import { pointsErrorCodes } from './error-codes';

describe('pointsErrorCodes', () => {
  it('are unique codes of the form "points.camelCaseReason"', () => {
    expect(new Set(pointsErrorCodes).size).toBe(pointsErrorCodes.length);
    for (const code of pointsErrorCodes) expect(code).toMatch(/^points\.[a-z][a-zA-Z]+$/);
  });
});
