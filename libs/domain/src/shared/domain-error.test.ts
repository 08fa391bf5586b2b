import { describe, expect, it } from 'vitest';
import { accept, domainError, hasNoFieldErrors, reject } from './domain-error';

describe('domain errors are codes with parameters, never display text', () => {
  it('builds an error with its parameters', () => {
    expect(domainError('engraving.tooLong', { en: 12, th: 8 })).toEqual({
      code: 'engraving.tooLong',
      en: 12,
      th: 8,
    });
    expect(domainError('field.required')).toEqual({ code: 'field.required' });
  });

  it('a parameter cannot overwrite the code', () => {
    expect(domainError('a.b', { code: 'other' }).code).toBe('a.b');
  });

  it('accepts a value or rejects with every error', () => {
    expect(accept(5)).toEqual({ ok: true, value: 5 });
    const errors = [domainError('x.y'), domainError('x.z')];
    expect(reject(errors)).toEqual({ ok: false, errors });
    expect(() => reject([])).toThrow(RangeError);
  });

  it('a form is valid when no field holds an error', () => {
    expect(hasNoFieldErrors({})).toBe(true);
    expect(hasNoFieldErrors({ name: [], email: undefined })).toBe(true);
    expect(hasNoFieldErrors({ name: [domainError('field.required')] })).toBe(false);
  });
});
