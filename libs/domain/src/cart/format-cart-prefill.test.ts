import { describe, expect, it } from 'vitest';
import { formatCartPrefill } from './format-cart-prefill';

describe('formatCartPrefill: the query of a link that prefills the cart', () => {
  it('writes comma lists, Y/N flags and line1|line2 engravings', () => {
    expect(
      formatCartPrefill([
        {
          code: 'IPH16',
          quantity: 1,
          hasAppleCare: true,
          engraving: { persMesg1: 'FOR ANNA', persMesg2: 'LOVE, TOM' },
        },
        {
          code: 'APW10',
          quantity: 2,
          hasAppleCare: false,
          engraving: { persMesg1: '50% | OFF', persMesg2: '' },
        },
      ]),
    ).toEqual({
      codes: 'IPH16,APW10',
      quantities: '1,2',
      hasAppleCares: 'Y,N',
      engravings: 'FOR ANNA|LOVE%2C TOM,50%25 %7C OFF',
    });
  });

  it('refuses to write no entry, or a code with a comma (programming errors)', () => {
    expect(() => formatCartPrefill([])).toThrow(RangeError);
    expect(() =>
      formatCartPrefill([
        {
          code: 'A,B',
          quantity: 1,
          hasAppleCare: false,
          engraving: { persMesg1: '', persMesg2: '' },
        },
      ]),
    ).toThrow(RangeError);
  });
});
