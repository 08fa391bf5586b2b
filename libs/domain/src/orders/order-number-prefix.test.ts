import { describe, expect, it } from 'vitest';
import { orderNumberPrefix } from './order-number-prefix';

describe('orderNumberPrefix: "prefix is START_PO plus partner code" (KSCTHA)', () => {
  it('joins START_PO and KSCTHA in capitals', () => {
    expect(orderNumberPrefix('ONE')).toBe('ONEKSCTHA');
    expect(orderNumberPrefix(' po ')).toBe('POKSCTHA');
    expect(orderNumberPrefix('')).toBe('KSCTHA');
  });
});
