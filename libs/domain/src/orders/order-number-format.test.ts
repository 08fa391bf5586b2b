import { describe, expect, it } from 'vitest';
import { splitOrderNumber } from './order-number-format';

describe('splitOrderNumber: 6-9 letters then a fixed number of digits', () => {
  it('splits letters from digits', () => {
    expect(splitOrderNumber('ONEKSCTHA00000042', 8)).toEqual({
      letters: 'ONEKSCTHA',
      digits: '00000042',
    });
  });

  it('accepts 6 letters and refuses 5 or 10', () => {
    expect(splitOrderNumber('KSCTHA12345678', 8)).toBeDefined();
    expect(splitOrderNumber('SCTHA12345678', 8)).toBeUndefined();
    expect(splitOrderNumber('ABCDEFGHIJ12345678', 8)).toBeUndefined();
  });

  it('needs exactly the number of digits asked', () => {
    expect(splitOrderNumber('KSCTHA1234567', 8)).toBeUndefined();
    expect(splitOrderNumber('KSCTHA1234567890', 10)).toBeDefined();
    expect(splitOrderNumber('KSCTHA1234567890', 8)).toBeUndefined();
  });
});
