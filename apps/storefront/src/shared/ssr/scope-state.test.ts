import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromText, isDecimal, thb } from '@rewards/domain';
import { stateFromJson, stateToJson } from './scope-state';

describe('the server state in the page', () => {
  it('keeps money as decimals and dates as dates', () => {
    const values = {
      a: { price: thb('1499.50'), lines: [{ total: thb(20) }] },
      b: new Date('2026-11-23T10:00:00.000Z'),
      c: 'text',
      d: null,
    };
    const back = stateFromJson(stateToJson(values, isDecimal), decimalFromText) as typeof values;
    expect(back.a.price.equals(thb('1499.50'))).toBe(true);
    expect(back.a.lines[0]?.total.toFixed(2)).toBe('20.00');
    expect(back.b).toBeInstanceOf(Date);
    expect(back.b.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(back.c).toBe('text');
    expect(back.d).toBeNull();
  });

  it('can never close the script element it sits in', () => {
    const json = stateToJson({ title: '</script><script>alert(1)</script>' }, isDecimal);
    expect(json).not.toContain('<');
    expect((stateFromJson(json) as { title: string }).title).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('property: any JSON value and any string survive the round trip', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (value, text) => {
        const back = stateFromJson(stateToJson({ value, text }, isDecimal));
        expect(back).toEqual(JSON.parse(JSON.stringify({ value, text })));
        expect(stateToJson({ value, text }, isDecimal)).not.toContain('<');
      }),
    );
  });
});
