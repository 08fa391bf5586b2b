import { describe, expect, it } from 'vitest';
import { domainError } from '@rewards/domain';
import { errorMessageValues, errorParamValue } from './use-error-message';

describe('the parameters of a domain error, as its message shows them', () => {
  it('groups amounts the domain writes canonically, dropping .00', () => {
    expect(errorParamValue('50000.00')).toBe('50,000');
    expect(errorParamValue('1499.50')).toBe('1,499.50');
    expect(errorParamValue('-20.00')).toBe('-20');
  });

  it('leaves other text and numbers alone (react-intl formats numbers)', () => {
    expect(errorParamValue('ก ข')).toBe('ก ข');
    expect(errorParamValue('12')).toBe('12');
    expect(errorParamValue('1.5')).toBe('1.5');
    expect(errorParamValue(166667)).toBe(166667);
    expect(errorParamValue(true)).toBe('true');
  });

  it('takes every parameter but the code, and skips missing ones', () => {
    expect(
      errorMessageValues(
        domainError('cart.amountLimitExceeded', { limit: '50000.00', line: 1, note: undefined }),
      ),
    ).toEqual({ limit: '50,000', line: 1 });
  });
});
