import { describe, expect, it } from 'vitest';
import {
  DOMAIN_ERROR_CODES,
  SHIPMENT_STATUS_TEXTS,
  SUB_ORDER_REFUSALS,
  SUB_ORDER_STATES,
  SUB_ORDER_STATUS_TEXTS,
} from '@rewards/domain';
import { enAccount } from './en/account';
import { enAfterSale } from './en/after-sale';
import { enAfterSaleAnswers } from './en/after-sale-answers';
import { enCart } from './en/cart';
import { enChatAnswers } from './en/chat-answers';
import { enCheckout } from './en/checkout';
import { enDocuments } from './en/documents';
import { enDomain } from './en/domain';
import { enOperator } from './en/operator';
import { enServer } from './en/server';
import { enStorefront } from './en/storefront';
import { enSupport } from './en/support';
import { enHelp } from './en/help';
import { enUi } from './en/ui';
import { en, formatMessage, th } from './index';

describe('messages', () => {
  it('Thai has every English id and no other', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
  });

  it('every refusal of a sub-order action and every shipping state has a text', () => {
    const ids = [
      ...SUB_ORDER_REFUSALS,
      ...SUB_ORDER_STATES.map((state) => `shippingStatus.${state}`),
    ];
    expect(ids.filter((id) => !(id in en) || !(id in th))).toEqual([]);
  });

  it('no id is defined by two areas (a later area would silently replace the text)', () => {
    const areas = [
      enServer,
      enDomain,
      enStorefront,
      enUi,
      enCart,
      enAccount,
      enCheckout,
      enAfterSale,
      enAfterSaleAnswers,
      enDocuments,
      enOperator,
      enSupport,
      enChatAnswers,
      enHelp,
    ];
    const ids = areas.flatMap((area) => Object.keys(area));
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.length).toBe(Object.keys(en).length);
  });

  it('no message is empty, and Thai keeps the placeholders of English', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[id].trim()).not.toBe('');
      expect(th[id].trim()).not.toBe('');
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      expect(placeholders(th[id])).toEqual(placeholders(en[id]));
    }
  });

  it('every code a domain rule returns has a text in both languages', () => {
    for (const code of [
      ...DOMAIN_ERROR_CODES,
      ...SHIPMENT_STATUS_TEXTS,
      ...SUB_ORDER_STATUS_TEXTS,
    ]) {
      expect(en).toHaveProperty([code]);
      expect(th).toHaveProperty([code]);
    }
  });

  it('fills simple placeholders and leaves unknown ones', () => {
    expect(formatMessage('error.E404', 'th')).toBe('ไม่พบข้อมูล');
    expect(formatMessage('error.E404', 'en', { unused: 1 })).toBe('Not found');
  });
});
