import type { BothLanguages } from './document-body';

/** The shop as it names itself on its documents. */
export interface Seller {
  readonly name: BothLanguages;
  readonly address: BothLanguages;
  /** The 13 digits of its tax id. */
  readonly taxId: string;
  /** `null` for the head office, else the 5 digits of the branch. */
  readonly branch: string | null;
}

/** A fictional company: set the real one with the `SELLER_*` settings. */
export const DEFAULT_SELLER: Seller = {
  name: { en: 'Rewards Store Co., Ltd.', th: 'บริษัท รีวอร์ดส สโตร์ จำกัด' },
  address: {
    en: '1 Example Tower, Sukhumvit Road, Khlong Toei, Bangkok 10110',
    th: '1 อาคารตัวอย่าง ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  },
  taxId: '0105599999997',
  branch: null,
};

/**
 * The seller from the environment: `SELLER_NAME`, `SELLER_NAME_TH`,
 * `SELLER_ADDRESS`, `SELLER_ADDRESS_TH`, `SELLER_TAX_ID` (13 digits) and
 * `SELLER_BRANCH` (5 digits; unset or `00000` is the head office), each
 * falling back to {@link DEFAULT_SELLER}.
 * @throws RangeError for a tax id or branch of the wrong form.
 */
export function sellerFromEnv(env: Readonly<Record<string, string | undefined>>): Seller {
  const value = (text: string | undefined) => text?.trim() || undefined;
  const taxId = value(env['SELLER_TAX_ID']) ?? DEFAULT_SELLER.taxId;
  if (!/^\d{13}$/.test(taxId)) throw new RangeError('SELLER_TAX_ID must be 13 digits');
  const branch = value(env['SELLER_BRANCH']);
  if (branch !== undefined && !/^\d{5}$/.test(branch)) {
    throw new RangeError('SELLER_BRANCH must be 5 digits');
  }
  return {
    name: {
      en: value(env['SELLER_NAME']) ?? DEFAULT_SELLER.name.en,
      th: value(env['SELLER_NAME_TH']) ?? DEFAULT_SELLER.name.th,
    },
    address: {
      en: value(env['SELLER_ADDRESS']) ?? DEFAULT_SELLER.address.en,
      th: value(env['SELLER_ADDRESS_TH']) ?? DEFAULT_SELLER.address.th,
    },
    taxId,
    branch: branch === undefined || branch === '00000' ? null : branch,
  };
}
