import { describe, expect, it } from 'vitest';
import { en, formatMessage, th } from './index';

describe('messages', () => {
  it('Thai has every English id and no other', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
  });

  it('no message is empty, and Thai keeps the placeholders of English', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[id].trim()).not.toBe('');
      expect(th[id].trim()).not.toBe('');
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      expect(placeholders(th[id])).toEqual(placeholders(en[id]));
    }
  });

  it('fills simple placeholders and leaves unknown ones', () => {
    expect(formatMessage('error.E404', 'th')).toBe('ไม่พบข้อมูล');
    expect(formatMessage('error.E404', 'en', { unused: 1 })).toBe('Not found');
  });
});
