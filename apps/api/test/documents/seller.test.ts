import { describe, expect, it } from 'vitest';
import { DEFAULT_SELLER, sellerFromEnv } from '../../src/documents/seller';

describe('the seller of the documents', () => {
  it('is the fictional default unless set', () => {
    expect(sellerFromEnv({})).toEqual(DEFAULT_SELLER);
    expect(DEFAULT_SELLER.taxId).toMatch(/^\d{13}$/);
    expect(DEFAULT_SELLER.branch).toBeNull();
  });

  it('takes each setting, a branch of 5 digits, 00000 as the head office', () => {
    const seller = sellerFromEnv({
      SELLER_NAME: ' Shop Ltd. ',
      SELLER_NAME_TH: 'บริษัท ร้าน จำกัด',
      SELLER_TAX_ID: '0105500000011',
      SELLER_BRANCH: '00012',
    });
    expect(seller).toMatchObject({
      name: { en: 'Shop Ltd.', th: 'บริษัท ร้าน จำกัด' },
      address: DEFAULT_SELLER.address,
      taxId: '0105500000011',
      branch: '00012',
    });
    expect(sellerFromEnv({ SELLER_BRANCH: '00000' }).branch).toBeNull();
  });

  it('refuses a tax id or branch of the wrong form', () => {
    expect(() => sellerFromEnv({ SELLER_TAX_ID: '12345' })).toThrow(RangeError);
    expect(() => sellerFromEnv({ SELLER_BRANCH: '12' })).toThrow(RangeError);
  });
});
