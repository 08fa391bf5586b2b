import {
  DELIVERY_ESTIMATE_BUSINESS_DAYS,
  REWARD_POINT_RATE,
  moneyToString,
  pointsForCash,
  sumMoney,
  thb,
  type Money,
  type PriceEntry,
} from '@rewards/domain';
import { engravingAreaOf, type DeviceKind } from '../images/devices';
import { engravingImageUrl, productImageUrl } from '../images/image-urls';
import { CATALOGUES } from './catalogue';
import { priceEntriesFor, termIdsFor } from './prices';
import { ATTRIBUTES, colour, type AttributeName } from './reference';

/** A care plan (AppleCare+) a line of the cart may add. */
export interface SeedCarePlan {
  readonly code: string;
  readonly name: string;
  readonly thaiName: string;
  readonly price: Money;
  readonly point: number;
  readonly description: string;
  readonly thaiDescription: string;
}

function carePlan(code: string, device: string, thaiDevice: string, price: string): SeedCarePlan {
  const amount = thb(price);
  return {
    code,
    name: `AppleCare+ for ${device}`,
    thaiName: `แอปเปิลแคร์พลัส สำหรับ ${thaiDevice}`,
    price: amount,
    point: pointsForCash(amount, REWARD_POINT_RATE),
    description:
      'Two years of cover for accidental damage, battery service and priority access to Apple experts.',
    thaiDescription:
      'คุ้มครองความเสียหายจากอุบัติเหตุ บริการแบตเตอรี่ และช่องทางติดต่อผู้เชี่ยวชาญของ Apple เป็นพิเศษ นาน 2 ปี',
  };
}

export const CARE_PLANS: readonly SeedCarePlan[] = [
  carePlan('AC-IP17P', 'iPhone 17 Pro', 'ไอโฟน 17 โปร', '8490.00'),
  carePlan('AC-IPAIR', 'iPhone Air', 'ไอโฟน แอร์', '7990.00'),
  carePlan('AC-IP17', 'iPhone 17', 'ไอโฟน 17', '5990.00'),
  carePlan('AC-IP16E', 'iPhone 16e', 'ไอโฟน 16e', '4990.00'),
  carePlan('AC-IPDP', 'iPad Pro', 'ไอแพด โปร', '5290.00'),
  carePlan('AC-IPDA', 'iPad Air', 'ไอแพด แอร์', '2990.00'),
  carePlan('AC-MBA', 'MacBook Air', 'แมคบุ๊ก แอร์', '6990.00'),
  carePlan('AC-MBP', 'MacBook Pro', 'แมคบุ๊ก โปร', '9990.00'),
  carePlan('AC-AW', 'Apple Watch', 'แอปเปิล วอทช์', '2990.00'),
  carePlan('AC-AWU', 'Apple Watch Ultra', 'แอปเปิล วอทช์ อัลตร้า', '3590.00'),
  carePlan('AC-AP', 'AirPods', 'แอร์พอดส์', '1190.00'),
  carePlan('AC-APMAX', 'AirPods Max', 'แอร์พอดส์ แม็กซ์', '1990.00'),
];

export interface SeedSpecialPromotion {
  readonly specialPromotionId: number;
  readonly label: string;
  readonly thaiLabel: string;
  readonly mouseOver: string;
  readonly thaiMouseOver: string;
}

export const SPECIAL_PROMOTIONS: readonly SeedSpecialPromotion[] = [
  {
    specialPromotionId: 1,
    label: 'Free AirTag with iPhone 17 Pro',
    thaiLabel: 'รับฟรี AirTag เมื่อซื้อ iPhone 17 Pro',
    mouseOver: 'One AirTag per order, while stocks last.',
    thaiMouseOver: 'จำกัด 1 ชิ้นต่อคำสั่งซื้อ หรือจนกว่าสินค้าจะหมด',
  },
  {
    specialPromotionId: 2,
    label: '0% instalments up to 6 months',
    thaiLabel: 'ผ่อน 0% นานสูงสุด 6 เดือน',
    mouseOver: 'With KCC, AYCAP and GCS credit cards.',
    thaiMouseOver: 'สำหรับบัตรเครดิต KCC, AYCAP และ GCS',
  },
];

/** Engraving settings, with the names of the item's wire fields. */
export interface SeedEngraving {
  readonly engravingLine: 1 | 2;
  readonly engAndNumericMaxLength: number;
  readonly localAndSpecialMaxLength: number;
  readonly allowedSpecialCharacter: string;
  readonly specialCharacterMaxLength: number;
  readonly thaiAllowed: boolean;
  readonly uppercaseOnly: boolean;
  readonly autoResize: boolean;
  readonly autoResizeBlock: number;
  readonly desktopFontSize: number;
  readonly mobileFontSize: number;
  /** Where the first line sits on the engraving picture. */
  readonly top: number;
  readonly engNote: string;
  readonly thaiNote: string;
}

const ENGRAVING_NOTE = {
  engNote: 'Engraved items are made to order and cannot be cancelled, returned or exchanged.',
  thaiNote: 'สินค้าที่สลักข้อความเป็นสินค้าสั่งทำพิเศษ ไม่สามารถยกเลิก คืน หรือเปลี่ยนได้',
} as const;

type EngravingPreset = Omit<SeedEngraving, 'top' | 'engNote' | 'thaiNote'>;

/** Two lines, Thai welcome, the font shrinking for long lines. */
const IPAD_ENGRAVING: EngravingPreset = {
  engravingLine: 2,
  engAndNumericMaxLength: 30,
  localAndSpecialMaxLength: 12,
  allowedSpecialCharacter: ".,-'&!?@#+/:()",
  specialCharacterMaxLength: 12,
  thaiAllowed: true,
  uppercaseOnly: false,
  autoResize: true,
  autoResizeBlock: 20,
  desktopFontSize: 28,
  mobileFontSize: 18,
};

/** Two lines on the back, Latin letters only (the engraving house has no Thai font for it). */
const IPAD_MINI_ENGRAVING: EngravingPreset = {
  ...IPAD_ENGRAVING,
  engAndNumericMaxLength: 24,
  thaiAllowed: false,
  autoResizeBlock: 16,
  desktopFontSize: 24,
};

/** One short line on the case, Thai welcome. */
const AIRPODS_ENGRAVING: EngravingPreset = {
  engravingLine: 1,
  engAndNumericMaxLength: 16,
  localAndSpecialMaxLength: 10,
  allowedSpecialCharacter: "!?&.,-'",
  specialCharacterMaxLength: 6,
  thaiAllowed: true,
  uppercaseOnly: false,
  autoResize: true,
  autoResizeBlock: 10,
  desktopFontSize: 30,
  mobileFontSize: 20,
};

/** One line of capitals along the barrel; no Thai. */
const PENCIL_ENGRAVING: EngravingPreset = {
  engravingLine: 1,
  engAndNumericMaxLength: 20,
  localAndSpecialMaxLength: 12,
  allowedSpecialCharacter: ".-&'",
  specialCharacterMaxLength: 4,
  thaiAllowed: false,
  uppercaseOnly: true,
  autoResize: false,
  autoResizeBlock: 0,
  desktopFontSize: 22,
  mobileFontSize: 16,
};

/** Four capitals on the disc. */
const AIRTAG_ENGRAVING: EngravingPreset = {
  engravingLine: 1,
  engAndNumericMaxLength: 4,
  localAndSpecialMaxLength: 4,
  allowedSpecialCharacter: '!?&',
  specialCharacterMaxLength: 2,
  thaiAllowed: false,
  uppercaseOnly: true,
  autoResize: false,
  autoResizeBlock: 0,
  desktopFontSize: 40,
  mobileFontSize: 28,
};

export interface SeedItemMessage {
  readonly page: 'CHECKOUT' | 'REVIEW';
  readonly lang: 'en' | 'th';
  readonly message: string;
}

const ENGRAVED_REVIEW_MESSAGES: readonly SeedItemMessage[] = [
  { page: 'REVIEW', lang: 'en', message: ENGRAVING_NOTE.engNote },
  { page: 'REVIEW', lang: 'th', message: ENGRAVING_NOTE.thaiNote },
];

/** One item as it is stored: a row of `item` with its attributes, pictures, prices and settings. */
export interface SeedItem {
  readonly code: string;
  readonly groupId: string;
  readonly categoryId: number;
  readonly catalogueId: number;
  readonly subCategoryId: number | undefined;
  readonly name: string;
  readonly thaiName: string;
  readonly partNumber: string;
  readonly description: string;
  readonly thaiDescription: string;
  readonly unitPrice: Money;
  readonly point: number;
  readonly newItem: boolean;
  readonly limitQuantity: boolean;
  readonly maxQuantity: number;
  /** ISO-8601; absent: no end. */
  readonly endDate: string | undefined;
  readonly shippingAvailability: string;
  readonly thaiShippingAvailability: string;
  readonly carePlanCode: string | undefined;
  readonly specialPromotionId: number | undefined;
  readonly displayOrder: number;
  readonly attributes: Readonly<Partial<Record<AttributeName, string>>>;
  readonly images: readonly { url: string; name: string }[];
  readonly engravingImages: readonly { url: string; name: string }[];
  readonly prices: readonly PriceEntry[];
  readonly termIds: readonly string[];
  readonly engraving: SeedEngraving | undefined;
  readonly messages: readonly SeedItemMessage[];
}

type Attributes = Readonly<Partial<Record<AttributeName, string>>>;

interface Variant {
  readonly attributes: Attributes;
  readonly price: string;
  readonly endDate?: string;
  /** The most units of this item one transaction may hold. */
  readonly limit?: number;
}

/** A group of items that differ only by their attributes. */
interface Family {
  readonly groupId: string;
  readonly catalogueId: number;
  readonly subCategoryId?: number;
  readonly kind: DeviceKind;
  readonly name: string;
  readonly thaiName: string;
  readonly description: string;
  readonly thaiDescription: string;
  /** The colour of the pictures when the items have no COLOR attribute. */
  readonly pictureColour?: string;
  readonly variants: readonly Variant[];
  readonly carePlan?: string;
  readonly engraving?: EngravingPreset;
  readonly newItem?: boolean;
  readonly specialPromotionId?: number;
  readonly messages?: readonly SeedItemMessage[];
  /** Whether the point options are offered (they are, unless said otherwise). */
  readonly points?: boolean;
}

/**
 * Every combination of the dimensions' values, priced by `price`, except the
 * combinations `skip` names (`'Silver/1TB'`): real ranges have holes, which
 * the attribute picker marks unavailable.
 */
function matrix(
  dimensions: readonly (readonly [AttributeName, readonly string[]])[],
  price: (values: Attributes) => string,
  skip: readonly string[] = [],
): Variant[] {
  let combos: Attributes[] = [{}];
  for (const [attribute, values] of dimensions) {
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [attribute]: value })));
  }
  return combos
    .filter((combo) => !skip.includes(dimensions.map(([name]) => combo[name]).join('/')))
    .map((combo) => ({ attributes: combo, price: price(combo) }));
}

/** A price looked up by one attribute's value. */
function by(attribute: AttributeName, prices: Readonly<Record<string, string>>) {
  return (values: Attributes): string => {
    const value = values[attribute];
    const price = value === undefined ? undefined : prices[value];
    if (price === undefined) throw new RangeError(`No price for ${attribute} ${value}`);
    return price;
  };
}

/** A price made of parts: a base price and surcharges. */
function plus(...parts: readonly ((values: Attributes) => string)[]) {
  return (values: Attributes): string =>
    moneyToString(sumMoney(parts.map((part) => thb(part(values)))));
}

const THAI_VALUES: Readonly<Record<string, string>> = {
  'Wi-Fi': 'Wi-Fi',
  'Wi-Fi + Cellular': 'Wi-Fi + Cellular',
  'Wi-Fi + Ethernet': 'Wi-Fi + Ethernet',
  Standard: 'รุ่นมาตรฐาน',
  'Active Noise Cancellation': 'รุ่นตัดเสียงรบกวนแบบแอ็คทีฟ',
  '1 Pack': 'แพ็ก 1 ชิ้น',
  '4 Pack': 'แพ็ก 4 ชิ้น',
  '1 m': '1 ม.',
  '2 m': '2 ม.',
};

const VALUE_CODES: Readonly<Record<string, string>> = {
  'Wi-Fi': 'WF',
  'Wi-Fi + Cellular': 'CL',
  'Wi-Fi + Ethernet': 'ET',
  Standard: 'STD',
  'Active Noise Cancellation': 'ANC',
  '1 Pack': '1P',
  '4 Pack': '4P',
};

const ATTRIBUTE_ORDER = ATTRIBUTES.map((attribute) => attribute.attributeName);

function orderedValues(attributes: Attributes): [AttributeName, string][] {
  return ATTRIBUTE_ORDER.flatMap((name) => {
    const value = attributes[name];
    return value === undefined ? [] : [[name, value] as [AttributeName, string]];
  });
}

function codePart(attribute: AttributeName, value: string): string {
  if (attribute === 'COLOR') return colour(value).code;
  return VALUE_CODES[value] ?? value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Names read: family, then capacity, size..., then the colour last ("iPhone 17 Pro 256GB Deep Blue"). */
function itemNames(family: Family, attributes: Attributes): { name: string; thaiName: string } {
  const values = orderedValues(attributes);
  const others = values.filter(([name]) => name !== 'COLOR');
  const colourName = attributes.COLOR;
  const name = [family.name, ...others.map(([, value]) => value), colourName ?? '']
    .join(' ')
    .trim();
  const thaiName = [
    family.thaiName,
    ...others.map(([, value]) => THAI_VALUES[value] ?? value),
    colourName === undefined ? '' : `สี${colour(colourName).thaiName}`,
  ]
    .join(' ')
    .trim();
  return { name, thaiName };
}

const SHIPPING = {
  en: `Ships in ${DELIVERY_ESTIMATE_BUSINESS_DAYS.min}-${DELIVERY_ESTIMATE_BUSINESS_DAYS.max} business days`,
  th: `จัดส่งภายใน ${DELIVERY_ESTIMATE_BUSINESS_DAYS.min}-${DELIVERY_ESTIMATE_BUSINESS_DAYS.max} วันทำการ`,
};

/** No limit: the largest quantity the three-digit quantity box takes. */
const UNLIMITED_QUANTITY = 999;

const IPHONE_LAUNCH_MESSAGES: readonly SeedItemMessage[] = [
  {
    page: 'CHECKOUT',
    lang: 'en',
    message: 'Launch stock is limited; orders ship in the order they are paid.',
  },
  {
    page: 'CHECKOUT',
    lang: 'th',
    message: 'สินค้าล็อตแรกมีจำนวนจำกัด จะจัดส่งตามลำดับการชำระเงิน',
  },
];

const FAMILIES: readonly Family[] = [
  {
    groupId: 'IP17P',
    catalogueId: 101,
    kind: 'phone',
    name: 'iPhone 17 Pro',
    thaiName: 'ไอโฟน 17 โปร',
    description:
      'A forged aluminium unibody, three 48MP cameras and the longest battery life of any Pro.',
    thaiDescription: 'ตัวเครื่องอะลูมิเนียมชิ้นเดียว กล้อง 48MP สามตัว และแบตเตอรี่ที่ใช้งานได้นานที่สุดในรุ่นโปร',
    variants: matrix(
      [
        ['COLOR', ['Cosmic Orange', 'Deep Blue', 'Silver']],
        ['CAPACITY', ['256GB', '512GB', '1TB']],
      ],
      by('CAPACITY', { '256GB': '45900.00', '512GB': '53900.00', '1TB': '61900.00' }),
      ['Silver/1TB'],
    ),
    carePlan: 'AC-IP17P',
    newItem: true,
    specialPromotionId: 1,
    messages: IPHONE_LAUNCH_MESSAGES,
  },
  {
    groupId: 'IP17PM',
    catalogueId: 101,
    kind: 'phone',
    name: 'iPhone 17 Pro Max',
    thaiName: 'ไอโฟน 17 โปร แม็กซ์',
    description:
      'The largest Pro display with the same three 48MP cameras and an even bigger battery.',
    thaiDescription: 'จอภาพใหญ่ที่สุดในรุ่นโปร พร้อมกล้อง 48MP สามตัว และแบตเตอรี่ที่ใหญ่ขึ้นอีก',
    variants: matrix(
      [
        ['COLOR', ['Cosmic Orange', 'Deep Blue']],
        ['CAPACITY', ['256GB', '512GB', '1TB']],
      ],
      by('CAPACITY', { '256GB': '49900.00', '512GB': '57900.00', '1TB': '65900.00' }),
      ['Deep Blue/1TB'],
    ).map((variant) =>
      variant.attributes.COLOR === 'Cosmic Orange' && variant.attributes.CAPACITY === '256GB'
        ? { ...variant, limit: 2 }
        : variant,
    ),
    carePlan: 'AC-IP17P',
    newItem: true,
    messages: IPHONE_LAUNCH_MESSAGES,
  },
  {
    groupId: 'IPAIR',
    catalogueId: 102,
    kind: 'phone',
    name: 'iPhone Air',
    thaiName: 'ไอโฟน แอร์',
    description: 'Just 5.6 mm thin, with a titanium frame and a 6.5-inch ProMotion display.',
    thaiDescription: 'บางเพียง 5.6 มม. กรอบไทเทเนียม และจอ ProMotion ขนาด 6.5 นิ้ว',
    variants: matrix(
      [
        ['COLOR', ['Sky Blue', 'Light Gold', 'Cloud White', 'Space Black']],
        ['CAPACITY', ['256GB', '512GB']],
      ],
      by('CAPACITY', { '256GB': '39900.00', '512GB': '47900.00' }),
      ['Light Gold/512GB', 'Cloud White/512GB'],
    ),
    carePlan: 'AC-IPAIR',
    newItem: true,
    messages: [
      {
        page: 'CHECKOUT',
        lang: 'en',
        message: 'iPhone Air works with eSIM only; it has no SIM tray.',
      },
      { page: 'CHECKOUT', lang: 'th', message: 'iPhone Air รองรับเฉพาะ eSIM และไม่มีถาดใส่ซิม' },
    ],
  },
  {
    groupId: 'IP17',
    catalogueId: 103,
    kind: 'phone',
    name: 'iPhone 17',
    thaiName: 'ไอโฟน 17',
    description: 'A brighter 6.3-inch ProMotion display, a 48MP dual camera and 256GB to start.',
    thaiDescription: 'จอ ProMotion ขนาด 6.3 นิ้วที่สว่างขึ้น กล้องคู่ 48MP และความจุเริ่มต้น 256GB',
    variants: matrix(
      [
        ['COLOR', ['Lavender', 'Sage', 'Mist Blue', 'White', 'Black']],
        ['CAPACITY', ['256GB', '512GB']],
      ],
      by('CAPACITY', { '256GB': '29900.00', '512GB': '37900.00' }),
      ['Sage/512GB', 'Mist Blue/512GB', 'White/512GB'],
    ),
    carePlan: 'AC-IP17',
    newItem: true,
  },
  {
    groupId: 'IP16E',
    catalogueId: 104,
    kind: 'phone',
    name: 'iPhone 16e',
    thaiName: 'ไอโฟน 16e',
    description: 'The essentials of iPhone with a 48MP camera and all-day battery life.',
    thaiDescription: 'ไอโฟนรุ่นเริ่มต้น พร้อมกล้อง 48MP และแบตเตอรี่ใช้งานได้ตลอดวัน',
    variants: matrix(
      [
        ['COLOR', ['Black', 'White']],
        ['CAPACITY', ['128GB', '256GB']],
      ],
      by('CAPACITY', { '128GB': '21900.00', '256GB': '25900.00' }),
    ).map((variant) =>
      variant.attributes.COLOR === 'White' && variant.attributes.CAPACITY === '128GB'
        ? { ...variant, endDate: '2025-12-31T23:59:59+07:00' }
        : variant,
    ),
    carePlan: 'AC-IP16E',
  },
  {
    groupId: 'IPDP11',
    catalogueId: 201,
    kind: 'tablet',
    name: 'iPad Pro 11-inch (M5)',
    thaiName: 'ไอแพด โปร 11 นิ้ว (M5)',
    description: 'The M5 chip in an impossibly thin design with an Ultra Retina XDR display.',
    thaiDescription: 'ชิป M5 ในดีไซน์ที่บางเป็นพิเศษ พร้อมจอภาพ Ultra Retina XDR',
    variants: matrix(
      [
        ['COLOR', ['Space Black', 'Silver']],
        ['CAPACITY', ['256GB', '512GB']],
        ['CONNECTIVITY', ['Wi-Fi', 'Wi-Fi + Cellular']],
      ],
      plus(
        by('CAPACITY', { '256GB': '39900.00', '512GB': '47900.00' }),
        by('CONNECTIVITY', { 'Wi-Fi': '0.00', 'Wi-Fi + Cellular': '8000.00' }),
      ),
      ['Silver/512GB/Wi-Fi + Cellular', 'Space Black/256GB/Wi-Fi + Cellular'],
    ),
    carePlan: 'AC-IPDP',
    newItem: true,
  },
  {
    groupId: 'IPDA11',
    catalogueId: 202,
    kind: 'tablet',
    name: 'iPad Air 11-inch (M3)',
    thaiName: 'ไอแพด แอร์ 11 นิ้ว (M3)',
    description: 'The M3 chip, a Liquid Retina display and support for Apple Pencil Pro.',
    thaiDescription: 'ชิป M3 จอภาพ Liquid Retina และรองรับ Apple Pencil Pro',
    variants: matrix(
      [
        ['COLOR', ['Blue', 'Purple', 'Starlight', 'Space Grey']],
        ['CAPACITY', ['128GB', '256GB']],
      ],
      by('CAPACITY', { '128GB': '23900.00', '256GB': '27900.00' }),
      ['Purple/256GB', 'Starlight/256GB', 'Space Grey/256GB'],
    ),
    carePlan: 'AC-IPDA',
    engraving: IPAD_ENGRAVING,
    messages: ENGRAVED_REVIEW_MESSAGES,
  },
  {
    groupId: 'IPD11',
    catalogueId: 203,
    kind: 'tablet',
    name: 'iPad (A16)',
    thaiName: 'ไอแพด (A16)',
    description: 'The colourful all-rounder with the A16 chip and a 11-inch Liquid Retina display.',
    thaiDescription: 'ไอแพดหลากสีสำหรับทุกงาน ด้วยชิป A16 และจอภาพ Liquid Retina ขนาด 11 นิ้ว',
    variants: matrix(
      [
        ['COLOR', ['Blue', 'Pink', 'Yellow', 'Silver']],
        ['CAPACITY', ['128GB']],
        ['CONNECTIVITY', ['Wi-Fi', 'Wi-Fi + Cellular']],
      ],
      by('CONNECTIVITY', { 'Wi-Fi': '12900.00', 'Wi-Fi + Cellular': '17900.00' }),
      ['Pink/128GB/Wi-Fi + Cellular', 'Yellow/128GB/Wi-Fi + Cellular'],
    ),
    engraving: IPAD_ENGRAVING,
    messages: ENGRAVED_REVIEW_MESSAGES,
  },
  {
    groupId: 'IPDM',
    catalogueId: 204,
    kind: 'tablet',
    name: 'iPad mini (A17 Pro)',
    thaiName: 'ไอแพด มินิ (A17 Pro)',
    description: 'The full iPad experience in an 8.3-inch design that fits in one hand.',
    thaiDescription: 'ประสบการณ์ไอแพดเต็มรูปแบบในขนาด 8.3 นิ้ว ถือได้ด้วยมือเดียว',
    variants: matrix(
      [
        ['COLOR', ['Blue', 'Purple', 'Starlight', 'Space Grey']],
        ['CAPACITY', ['128GB', '256GB']],
      ],
      by('CAPACITY', { '128GB': '17900.00', '256GB': '21900.00' }),
      ['Blue/256GB', 'Purple/256GB', 'Starlight/256GB'],
    ),
    engraving: IPAD_MINI_ENGRAVING,
    messages: ENGRAVED_REVIEW_MESSAGES,
  },
  {
    groupId: 'MBA13',
    catalogueId: 301,
    subCategoryId: 31,
    kind: 'laptop',
    name: 'MacBook Air 13-inch (M4)',
    thaiName: 'แมคบุ๊ก แอร์ 13 นิ้ว (M4)',
    description: 'The M4 chip, 16GB of unified memory and up to 18 hours of battery life.',
    thaiDescription: 'ชิป M4 หน่วยความจำรวม 16GB และแบตเตอรี่ใช้งานได้นานสูงสุด 18 ชั่วโมง',
    variants: matrix(
      [
        ['COLOR', ['Sky Blue', 'Silver', 'Starlight', 'Midnight']],
        ['CAPACITY', ['256GB', '512GB']],
      ],
      by('CAPACITY', { '256GB': '39900.00', '512GB': '46900.00' }),
      ['Starlight/512GB', 'Midnight/512GB'],
    ),
    carePlan: 'AC-MBA',
    specialPromotionId: 2,
  },
  {
    groupId: 'MBA15',
    catalogueId: 301,
    subCategoryId: 31,
    kind: 'laptop',
    name: 'MacBook Air 15-inch (M4)',
    thaiName: 'แมคบุ๊ก แอร์ 15 นิ้ว (M4)',
    description: 'A larger 15-inch Liquid Retina display with six speakers, still under 1.6 kg.',
    thaiDescription: 'จอภาพ Liquid Retina ขนาดใหญ่ 15 นิ้ว ลำโพงหกตัว น้ำหนักไม่ถึง 1.6 กก.',
    variants: matrix(
      [
        ['COLOR', ['Sky Blue', 'Midnight']],
        ['CAPACITY', ['256GB', '512GB']],
      ],
      by('CAPACITY', { '256GB': '47900.00', '512GB': '54900.00' }),
      ['Midnight/512GB'],
    ),
    carePlan: 'AC-MBA',
    specialPromotionId: 2,
  },
  {
    groupId: 'MBP14',
    catalogueId: 302,
    subCategoryId: 31,
    kind: 'laptop',
    name: 'MacBook Pro 14-inch (M5)',
    thaiName: 'แมคบุ๊ก โปร 14 นิ้ว (M5)',
    description: 'The M5 chip, a Liquid Retina XDR display and up to 24 hours of battery life.',
    thaiDescription: 'ชิป M5 จอภาพ Liquid Retina XDR และแบตเตอรี่ใช้งานได้นานสูงสุด 24 ชั่วโมง',
    variants: matrix(
      [
        ['COLOR', ['Space Black', 'Silver']],
        ['CAPACITY', ['512GB', '1TB']],
      ],
      by('CAPACITY', { '512GB': '59900.00', '1TB': '66900.00' }),
      ['Silver/1TB'],
    ),
    carePlan: 'AC-MBP',
    newItem: true,
    specialPromotionId: 2,
  },
  {
    groupId: 'IMAC24',
    catalogueId: 303,
    subCategoryId: 32,
    kind: 'desktop',
    name: 'iMac 24-inch (M4)',
    thaiName: 'ไอแมค 24 นิ้ว (M4)',
    description: 'A 4.5K Retina display, the M4 chip and a colour for every room.',
    thaiDescription: 'จอภาพ Retina 4.5K ชิป M4 และสีสันที่เข้ากับทุกห้อง',
    variants: matrix(
      [
        ['COLOR', ['Blue', 'Green', 'Pink', 'Silver', 'Purple']],
        ['CAPACITY', ['256GB']],
      ],
      () => '49900.00',
    ),
    specialPromotionId: 2,
  },
  {
    groupId: 'MACMINI',
    catalogueId: 304,
    subCategoryId: 32,
    kind: 'mini',
    name: 'Mac mini (M4)',
    thaiName: 'แมค มินิ (M4)',
    description: 'The M4 chip in a five-by-five-inch enclosure with front USB-C ports.',
    thaiDescription: 'ชิป M4 ในตัวเครื่องขนาด 5 x 5 นิ้ว พร้อมพอร์ต USB-C ด้านหน้า',
    variants: matrix(
      [
        ['COLOR', ['Silver']],
        ['CAPACITY', ['256GB', '512GB']],
      ],
      by('CAPACITY', { '256GB': '20900.00', '512GB': '27900.00' }),
    ),
  },
  {
    groupId: 'AWS11',
    catalogueId: 401,
    kind: 'watch',
    name: 'Apple Watch Series 11',
    thaiName: 'แอปเปิล วอทช์ ซีรีส์ 11',
    description: 'A tougher display, sleep score and up to 24 hours of battery life.',
    thaiDescription: 'จอภาพที่แข็งแรงขึ้น คะแนนการนอนหลับ และแบตเตอรี่ใช้งานได้นานสูงสุด 24 ชั่วโมง',
    variants: matrix(
      [
        ['COLOR', ['Jet Black', 'Rose Gold', 'Silver', 'Space Grey']],
        ['SIZE', ['42mm', '46mm']],
      ],
      by('SIZE', { '42mm': '14900.00', '46mm': '15900.00' }),
      ['Rose Gold/46mm', 'Space Grey/42mm'],
    ),
    carePlan: 'AC-AW',
    newItem: true,
  },
  {
    groupId: 'AWU3',
    catalogueId: 402,
    kind: 'watch',
    name: 'Apple Watch Ultra 3',
    thaiName: 'แอปเปิล วอทช์ อัลตร้า 3',
    description: 'A 49mm titanium case, satellite messaging and up to 42 hours of battery life.',
    thaiDescription: 'ตัวเรือนไทเทเนียม 49 มม. ส่งข้อความผ่านดาวเทียม และแบตเตอรี่นานสูงสุด 42 ชั่วโมง',
    variants: matrix(
      [
        ['COLOR', ['Natural', 'Black']],
        ['SIZE', ['49mm']],
      ],
      () => '31900.00',
    ),
    carePlan: 'AC-AWU',
    newItem: true,
  },
  {
    groupId: 'AWSE3',
    catalogueId: 403,
    kind: 'watch',
    name: 'Apple Watch SE 3',
    thaiName: 'แอปเปิล วอทช์ SE 3',
    description: 'The essentials of Apple Watch with an always-on display and fast charging.',
    thaiDescription: 'ฟีเจอร์สำคัญของแอปเปิล วอทช์ พร้อมจอภาพแบบเปิดตลอดเวลาและชาร์จเร็ว',
    variants: matrix(
      [
        ['COLOR', ['Midnight', 'Starlight']],
        ['SIZE', ['40mm', '44mm']],
      ],
      by('SIZE', { '40mm': '8900.00', '44mm': '9900.00' }),
      ['Starlight/44mm'],
    ),
    carePlan: 'AC-AW',
    newItem: true,
  },
  {
    groupId: 'APP3',
    catalogueId: 501,
    kind: 'earbuds',
    name: 'AirPods Pro 3',
    thaiName: 'แอร์พอดส์ โปร 3',
    description: 'Twice the noise cancellation, heart-rate sensing and a better fit.',
    thaiDescription: 'ตัดเสียงรบกวนได้มากขึ้นสองเท่า วัดอัตราการเต้นของหัวใจ และสวมใส่กระชับขึ้น',
    variants: [{ attributes: { COLOR: 'White' }, price: '8990.00' }],
    carePlan: 'AC-AP',
    engraving: AIRPODS_ENGRAVING,
    newItem: true,
    messages: ENGRAVED_REVIEW_MESSAGES,
  },
  {
    groupId: 'AP4',
    catalogueId: 502,
    kind: 'earbuds',
    name: 'AirPods 4',
    thaiName: 'แอร์พอดส์ 4',
    description: 'An open-ear design reshaped for comfort, with a USB-C charging case.',
    thaiDescription: 'ดีไซน์แบบเปิดที่ปรับรูปทรงใหม่ให้สวมสบาย พร้อมเคสชาร์จ USB-C',
    pictureColour: 'White',
    variants: matrix(
      [['MODEL', ['Standard', 'Active Noise Cancellation']]],
      by('MODEL', { Standard: '4990.00', 'Active Noise Cancellation': '6990.00' }),
    ),
    carePlan: 'AC-AP',
    engraving: AIRPODS_ENGRAVING,
    messages: ENGRAVED_REVIEW_MESSAGES,
  },
  {
    groupId: 'APMAX',
    catalogueId: 503,
    kind: 'headphones',
    name: 'AirPods Max',
    thaiName: 'แอร์พอดส์ แม็กซ์',
    description: 'Over-ear headphones with high-fidelity audio and Active Noise Cancellation.',
    thaiDescription: 'หูฟังแบบครอบหู เสียงคุณภาพสูง พร้อมระบบตัดเสียงรบกวนแบบแอ็คทีฟ',
    variants: matrix(
      [['COLOR', ['Midnight', 'Starlight', 'Blue', 'Purple', 'Orange']]],
      () => '19900.00',
    ),
    carePlan: 'AC-APMAX',
  },
  {
    groupId: 'ATV4K',
    catalogueId: 601,
    kind: 'tvbox',
    name: 'Apple TV 4K',
    thaiName: 'แอปเปิล ทีวี 4K',
    description: 'Cinema-quality 4K HDR with Dolby Vision and the Siri Remote.',
    thaiDescription: 'ภาพ 4K HDR ระดับโรงภาพยนตร์ รองรับ Dolby Vision พร้อม Siri Remote',
    pictureColour: 'Black',
    variants: [
      {
        attributes: { CAPACITY: '64GB', CONNECTIVITY: 'Wi-Fi' },
        price: '4990.00',
        endDate: '2027-06-30T23:59:59+07:00',
      },
      { attributes: { CAPACITY: '128GB', CONNECTIVITY: 'Wi-Fi + Ethernet' }, price: '5790.00' },
    ],
  },
  {
    groupId: 'HPMINI',
    catalogueId: 602,
    kind: 'speaker',
    name: 'HomePod mini',
    thaiName: 'โฮมพอด มินิ',
    description: 'Room-filling sound in a speaker the size of a grapefruit.',
    thaiDescription: 'เสียงเต็มห้องจากลำโพงขนาดเท่าผลส้มโอลูกเล็ก',
    variants: matrix([['COLOR', ['White', 'Black', 'Yellow', 'Orange', 'Blue']]], () => '3790.00'),
  },
  {
    groupId: 'PENPRO',
    catalogueId: 701,
    subCategoryId: 71,
    kind: 'pencil',
    name: 'Apple Pencil Pro',
    thaiName: 'แอปเปิล เพนซิล โปร',
    description: 'Squeeze, barrel roll and haptic feedback for iPad Pro and iPad Air.',
    thaiDescription: 'บีบ หมุน และสัมผัสตอบกลับ สำหรับไอแพด โปร และไอแพด แอร์',
    variants: [{ attributes: { COLOR: 'White' }, price: '4790.00' }],
    engraving: PENCIL_ENGRAVING,
    messages: ENGRAVED_REVIEW_MESSAGES,
  },
  {
    groupId: 'PENUSBC',
    catalogueId: 701,
    subCategoryId: 71,
    kind: 'pencil',
    name: 'Apple Pencil (USB-C)',
    thaiName: 'แอปเปิล เพนซิล (USB-C)',
    description: 'Pixel-perfect precision for note taking and sketching; pairs over USB-C.',
    thaiDescription: 'แม่นยำทุกพิกเซลสำหรับจดโน้ตและสเก็ตช์ภาพ จับคู่ผ่าน USB-C',
    variants: [{ attributes: { COLOR: 'White' }, price: '2890.00' }],
    engraving: PENCIL_ENGRAVING,
    messages: ENGRAVED_REVIEW_MESSAGES,
  },
  {
    groupId: 'AIRTAG',
    catalogueId: 702,
    subCategoryId: 72,
    kind: 'tag',
    name: 'AirTag',
    thaiName: 'แอร์แท็ก',
    description: 'Keep track of your keys, bag or luggage in the Find My app.',
    thaiDescription: 'ติดตามกุญแจ กระเป๋า หรือสัมภาระของคุณได้ในแอป Find My',
    pictureColour: 'Silver',
    variants: matrix(
      [['MODEL', ['1 Pack', '4 Pack']]],
      by('MODEL', { '1 Pack': '1190.00', '4 Pack': '3990.00' }),
    ),
    engraving: AIRTAG_ENGRAVING,
    messages: ENGRAVED_REVIEW_MESSAGES,
  },
  {
    groupId: 'PWR20',
    catalogueId: 703,
    subCategoryId: 73,
    kind: 'charger',
    name: '20W USB-C Power Adapter',
    thaiName: 'อะแดปเตอร์แปลงไฟ USB-C ขนาด 20 วัตต์',
    description: 'Fast charging at home, at the office or on the go.',
    thaiDescription: 'ชาร์จเร็วได้ทั้งที่บ้าน ที่ทำงาน หรือระหว่างเดินทาง',
    pictureColour: 'White',
    variants: [{ attributes: {}, price: '790.00' }],
  },
  {
    groupId: 'PWR35',
    catalogueId: 703,
    subCategoryId: 73,
    kind: 'charger',
    name: '35W Dual USB-C Port Power Adapter',
    thaiName: 'อะแดปเตอร์แปลงไฟแบบพอร์ต USB-C คู่ ขนาด 35 วัตต์',
    description: 'Charge two devices at once from one compact adapter.',
    thaiDescription: 'ชาร์จอุปกรณ์สองเครื่องพร้อมกันด้วยอะแดปเตอร์ขนาดกะทัดรัด',
    pictureColour: 'White',
    variants: [{ attributes: {}, price: '2090.00' }],
  },
  {
    groupId: 'CBLUSBC',
    catalogueId: 703,
    subCategoryId: 73,
    kind: 'charger',
    name: 'USB-C Woven Charge Cable',
    thaiName: 'สายชาร์จ USB-C แบบถัก',
    description: 'A woven cable for charging and syncing USB-C devices.',
    thaiDescription: 'สายถักสำหรับชาร์จและซิงค์อุปกรณ์ USB-C',
    pictureColour: 'White',
    variants: matrix(
      [['LENGTH', ['1 m', '2 m']]],
      by('LENGTH', { '1 m': '790.00', '2 m': '1090.00' }),
    ),
  },
  {
    groupId: 'MAGSAFE',
    catalogueId: 703,
    subCategoryId: 73,
    kind: 'charger',
    name: 'MagSafe Charger',
    thaiName: 'ที่ชาร์จ MagSafe',
    description: 'Snaps to the back of iPhone for faster wireless charging up to 25W.',
    thaiDescription: 'ติดด้านหลังไอโฟนด้วยแม่เหล็ก ชาร์จไร้สายได้เร็วขึ้นสูงสุด 25 วัตต์',
    pictureColour: 'Silver',
    variants: matrix(
      [['LENGTH', ['1 m', '2 m']]],
      by('LENGTH', { '1 m': '1690.00', '2 m': '1990.00' }),
    ),
  },
  {
    groupId: 'CASE17P',
    catalogueId: 704,
    subCategoryId: 74,
    kind: 'case',
    name: 'iPhone 17 Pro Silicone Case with MagSafe',
    thaiName: 'เคสซิลิโคนพร้อม MagSafe สำหรับ iPhone 17 Pro',
    description: 'A soft-touch silicone case with built-in magnets for MagSafe accessories.',
    thaiDescription: 'เคสซิลิโคนผิวสัมผัสนุ่ม พร้อมแม่เหล็กในตัวสำหรับอุปกรณ์เสริม MagSafe',
    variants: matrix([['COLOR', ['Orange', 'Black', 'Blue', 'Sage']]], () => '1990.00'),
  },
];

/** A part number in Apple's style (`MX3A2TH/A`), unique per item. */
function partNumber(index: number): string {
  return `M${(1_000_000 + index * 7_919).toString(36).toUpperCase().slice(-4)}TH/A`;
}

/** Every item of the catalogue, family by family, in the catalogue's order. */
export function buildItems(): SeedItem[] {
  let index = 0;
  return FAMILIES.flatMap((family) => {
    const catalogue = CATALOGUES.find((each) => each.catalogueId === family.catalogueId);
    if (catalogue === undefined) throw new RangeError(`No catalogue ${family.catalogueId}`);
    return family.variants.map((variant, position): SeedItem => {
      index += 1;
      const attributes = variant.attributes;
      const values = orderedValues(attributes);
      const code = [family.groupId, ...values.map(([name, value]) => codePart(name, value))]
        .join('-')
        .slice(0, 40);
      const { name, thaiName } = itemNames(family, attributes);
      const hex = colour(attributes.COLOR ?? family.pictureColour ?? 'Silver').hex;
      const unitPrice = thb(variant.price);
      const engravingTop = engravingAreaOf(family.kind)?.y;
      return {
        code,
        groupId: family.groupId,
        categoryId: catalogue.categoryId,
        catalogueId: family.catalogueId,
        subCategoryId: family.subCategoryId,
        name,
        thaiName,
        partNumber: partNumber(index),
        description: family.description,
        thaiDescription: family.thaiDescription,
        unitPrice,
        point: pointsForCash(unitPrice, REWARD_POINT_RATE),
        newItem: family.newItem ?? false,
        limitQuantity: variant.limit !== undefined,
        maxQuantity: variant.limit ?? UNLIMITED_QUANTITY,
        endDate: variant.endDate,
        shippingAvailability: SHIPPING.en,
        thaiShippingAvailability: SHIPPING.th,
        carePlanCode: family.carePlan,
        specialPromotionId: family.specialPromotionId,
        displayOrder: position + 1,
        attributes,
        images: [{ url: productImageUrl(family.kind, hex), name }],
        engravingImages:
          family.engraving === undefined
            ? []
            : [{ url: engravingImageUrl(family.kind, hex), name: `${name} engraving` }],
        prices: priceEntriesFor(unitPrice, family.points ?? true),
        termIds: termIdsFor(unitPrice),
        engraving:
          family.engraving === undefined || engravingTop === undefined
            ? undefined
            : { ...family.engraving, ...ENGRAVING_NOTE, top: engravingTop },
        messages: family.messages ?? [],
      };
    });
  });
}
