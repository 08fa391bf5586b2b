import { Category, Item, decodeWith } from '@rewards/api-client/contract';
import type { RawShopConfig } from '@rewards/domain';

/** A value decoded with the contract, as the client would hand it over; throws on a bad fixture. */
function decoded<A>(codec: Parameters<typeof decodeWith<A, unknown>>[0], wire: unknown): A {
  const result = decodeWith(codec, wire);
  if (!result.ok) throw new Error(`Bad fixture: ${JSON.stringify(result.errors)}`);
  return result.value;
}

const cashPrice = (brand: string, cash: string) => ({
  type: 'CASH',
  cash,
  point: 0,
  priceCode: brand,
  minimumTransactionAmount: '0.00',
  ratePoint: 1000,
  rateCash: 6,
});

/** The wire JSON of an item of the iPhone 17 Pro group; fields can be overridden. */
export function itemWire(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: 'IP17P-256-BLK',
    groupId: 'IP17P',
    name: 'iPhone 17 Pro 256GB Black',
    thaiName: 'ไอโฟน 17 โปร 256GB สีดำ',
    partNumber: 'MX2A3TH/A',
    unitPrice: '45900.00',
    images: [{ url: '/images/products/phone/black.svg', name: 'front' }],
    newItem: 'Y',
    categoryId: 1,
    catalogueId: 11,
    prices: [cashPrice('KCC', '45900.00'), cashPrice('AYCAP', '45900.00')],
    engraving: 'N',
    attributes: { COLOR: 'Black', CAPACITY: '256GB' },
    attributeOrder: ['COLOR', 'CAPACITY'],
    maxQuantity: 0,
    limit: 'N',
    point: 0,
    shippingAvailability: 'Ships in 4-7 business days',
    thaiShippingAvailability: 'จัดส่งภายใน 4-7 วันทำการ',
    termIds: [],
    itemMessages: [],
    groupItems: [
      { code: 'IP17P-256-BLK', attributes: { COLOR: 'Black', CAPACITY: '256GB' }, available: true },
      { code: 'IP17P-512-BLK', attributes: { COLOR: 'Black', CAPACITY: '512GB' }, available: true },
      { code: 'IP17P-256-BLU', attributes: { COLOR: 'Blue', CAPACITY: '256GB' }, available: true },
      { code: 'IP17P-512-BLU', attributes: { COLOR: 'Blue', CAPACITY: '512GB' }, available: false },
    ],
    description: 'The Pro iPhone.',
    thaiDescription: 'ไอโฟนรุ่นโปร',
    appleCare: {
      code: 'AC-IP17P',
      name: 'AppleCare+ for iPhone',
      thaiName: 'AppleCare+ สำหรับ iPhone',
      price: '8490.00',
      point: 0,
    },
    ...overrides,
  };
}

/** An item as the client decodes it. */
export function anItem(overrides: Record<string, unknown> = {}): Item {
  return decoded(Item, itemWire(overrides));
}

/** A category as the client decodes it. */
export function aCategory(overrides: Record<string, unknown> = {}): Category {
  return decoded(Category, {
    categoryId: 1,
    name: 'iPhone',
    thaiName: 'ไอโฟน',
    imageUrl: '/images/categories/iphone.svg',
    displayOrderBar: 1,
    displayOrderGrid: 11,
    useListing: 'N',
    catalogues: [
      {
        catalogueId: 11,
        categoryId: 1,
        name: 'iPhone 17 Pro',
        thaiName: 'ไอโฟน 17 โปร',
        displayOrder: 2,
        displaySubOrder: 0,
        highlight: 'N',
        useListing: 'N',
        hasItemNew: 'Y',
        imageUrl: '/images/catalogues/11.svg',
        bgColor: '#000000',
      },
      {
        catalogueId: 12,
        categoryId: 1,
        name: 'iPhone 17',
        thaiName: 'ไอโฟน 17',
        displayOrder: 1,
        displaySubOrder: 0,
        highlight: 'N',
        useListing: 'N',
        hasItemNew: 'N',
        imageUrl: '/images/catalogues/12.svg',
      },
    ],
    subCategories: [{ subCategoryId: 101, name: 'Pro models', thaiName: 'รุ่นโปร', displayOrder: 1 }],
    categoryBanners: [{ imageUrl: '/images/banners/iphone.svg', description: 'iPhone 17 Pro' }],
    ...overrides,
  });
}

/** The shop's settings from raw config text. */
export function aRawConfig(raw: RawShopConfig = {}): RawShopConfig {
  return { FE_PUT_UP_MAINTENANCE_PAGE: '0', FE_PER_TRANSACTION_AMOUNT_LIMIT: '500000', ...raw };
}
