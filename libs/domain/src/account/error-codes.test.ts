import { describe, expect, it } from 'vitest';
import { accountErrorCodes } from './error-codes';

describe('account error codes', () => {
  it("are unique and shaped 'area.camelCaseReason'", () => {
    expect(new Set(accountErrorCodes).size).toBe(accountErrorCodes.length);
    for (const code of accountErrorCodes) expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it("own the shared 'field.required' ('This field is required')", () => {
    expect(accountErrorCodes).toContain('field.required');
  });
});
