import { describe, expect, it } from 'vitest';
import { instalmentsErrorCodes } from './error-codes';

describe('instalmentsErrorCodes', () => {
  it('are unique codes of the form "instalments.camelCaseReason"', () => {
    expect(new Set(instalmentsErrorCodes).size).toBe(instalmentsErrorCodes.length);
    for (const code of instalmentsErrorCodes) expect(code).toMatch(/^instalments\.[a-z][a-zA-Z]+$/);
  });
});
