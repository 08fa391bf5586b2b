import { describe, expect, it } from 'vitest';
import { orderNumberOfSubOrder } from './order-number-of-sub-order';

describe('orderNumberOfSubOrder: the order a sub-order belongs to', () => {
  it('drops the 2-digit line number', () => {
    expect(orderNumberOfSubOrder('ONEKSCTHA0000004201')).toBe('ONEKSCTHA00000042');
    expect(orderNumberOfSubOrder(' oneksctha0000004201 ')).toBe('ONEKSCTHA00000042');
  });

  it('is undefined for what is not a sub-order number', () => {
    expect(orderNumberOfSubOrder('ONEKSCTHA00000042')).toBeUndefined();
    expect(orderNumberOfSubOrder('')).toBeUndefined();
  });
});
