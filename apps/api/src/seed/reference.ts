import {
  DELIVERY_ESTIMATE_BUSINESS_DAYS,
  REWARD_POINT_RATE,
  thb,
  type CardBrand,
  type ConfigKey,
  type IppConfig,
  type PriceCode,
} from '@rewards/domain';
import { LOGO_IMAGE_URL } from '../images/image-urls';

/** The run-time settings the storefront reads from `common/config`. */
export const CONFIG: Readonly<Record<ConfigKey, string>> = {
  FE_PER_TRANSACTION_AMOUNT_LIMIT: '500000',
  FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION: '30000000',
  FE_PUT_UP_MAINTENANCE_PAGE: '0',
  START_PO: 'OE',
  FE_REMAINING_TIME_NOTI: '30',
  FE_TOKEN_TIME_OUT: '900000',
  FE_SUBMIT_SITEMAP_STATUS: '1',
  FE_ENABLE_PROMOTION_CODE: '1',
  FE_REWARD_NAME: 'KSC FOREVER points',
  FE_REWARD_NAME_THAI: 'คะแนน KSC FOREVER',
  // Point redemption is off until the programme opens it (spec section 1); SETTINGS can switch it on.
  FE_POINTS_REDEMPTION: 'N',
};

export interface SeedNotice {
  readonly noticeId: number;
  readonly message: string;
  readonly messageThai: string;
  readonly tooltipContent: string;
  readonly tooltipContentThai: string;
  readonly active: boolean;
}

const { min, max } = DELIVERY_ESTIMATE_BUSINESS_DAYS;

/** The header's notice. */
export const NOTICES: readonly SeedNotice[] = [
  {
    noticeId: 1,
    message: `Free delivery on every order. Orders arrive in ${min}-${max} business days.`,
    messageThai: `จัดส่งฟรีทุกคำสั่งซื้อ ได้รับสินค้าภายใน ${min}-${max} วันทำการ`,
    tooltipContent:
      'Orders placed on weekends or public holidays are processed on the next business day.',
    tooltipContentThai: 'คำสั่งซื้อในวันหยุดเสาร์-อาทิตย์หรือวันหยุดนักขัตฤกษ์ จะดำเนินการในวันทำการถัดไป',
    active: true,
  },
];

/** A colour items come in: its English name (the COLOR attribute's value), Thai name and swatch. */
export interface SeedColour {
  readonly name: string;
  readonly thaiName: string;
  /** `#RRGGBB`, upper case. */
  readonly hex: string;
  /** Three letters in item codes. */
  readonly code: string;
}

/** The colours of the catalogue, in the order the colour list shows them. */
export const COLOURS: readonly SeedColour[] = [
  { name: 'Cosmic Orange', thaiName: 'ส้มคอสมิก', hex: '#F77E2D', code: 'COR' },
  { name: 'Deep Blue', thaiName: 'น้ำเงินเข้ม', hex: '#2E3A59', code: 'DBL' },
  { name: 'Silver', thaiName: 'เงิน', hex: '#E3E4E5', code: 'SLV' },
  { name: 'Sky Blue', thaiName: 'ฟ้าสกาย', hex: '#BCD3E6', code: 'SKY' },
  { name: 'Light Gold', thaiName: 'ทองอ่อน', hex: '#E9D9B9', code: 'LGD' },
  { name: 'Cloud White', thaiName: 'ขาวคลาวด์', hex: '#F2F1ED', code: 'CWH' },
  { name: 'Space Black', thaiName: 'ดำสเปซ', hex: '#2B2B2D', code: 'SBK' },
  { name: 'Lavender', thaiName: 'ลาเวนเดอร์', hex: '#C9B8E0', code: 'LAV' },
  { name: 'Sage', thaiName: 'เขียวเสจ', hex: '#B7C2A5', code: 'SAG' },
  { name: 'Mist Blue', thaiName: 'ฟ้ามิสต์', hex: '#A9BFD6', code: 'MBL' },
  { name: 'White', thaiName: 'ขาว', hex: '#F5F5F0', code: 'WHT' },
  { name: 'Black', thaiName: 'ดำ', hex: '#1F1F21', code: 'BLK' },
  { name: 'Blue', thaiName: 'น้ำเงิน', hex: '#5A7FA8', code: 'BLU' },
  { name: 'Purple', thaiName: 'ม่วง', hex: '#B7A6D6', code: 'PUR' },
  { name: 'Starlight', thaiName: 'สตาร์ไลท์', hex: '#EDE4D3', code: 'STL' },
  { name: 'Space Grey', thaiName: 'เทาสเปซ', hex: '#5E5F63', code: 'SGY' },
  { name: 'Pink', thaiName: 'ชมพู', hex: '#F2B8C6', code: 'PNK' },
  { name: 'Yellow', thaiName: 'เหลือง', hex: '#F5D76E', code: 'YLW' },
  { name: 'Midnight', thaiName: 'มิดไนท์', hex: '#2E3642', code: 'MDN' },
  { name: 'Green', thaiName: 'เขียว', hex: '#8FBF9F', code: 'GRN' },
  { name: 'Orange', thaiName: 'ส้ม', hex: '#F2A65A', code: 'ORG' },
  { name: 'Jet Black', thaiName: 'ดำเจ็ท', hex: '#0E0E10', code: 'JBK' },
  { name: 'Rose Gold', thaiName: 'โรสโกลด์', hex: '#E8C1B5', code: 'RGD' },
  { name: 'Natural', thaiName: 'ไทเทเนียมธรรมชาติ', hex: '#C2BCB2', code: 'NAT' },
];

/** The colour named `name`. @throws RangeError for a colour the catalogue does not have. */
export function colour(name: string): SeedColour {
  const found = COLOURS.find((each) => each.name === name);
  if (found === undefined) throw new RangeError(`No such colour: ${name}`);
  return found;
}

/** The attributes items vary by, in the order the attribute picker asks them. */
export const ATTRIBUTES = [
  { attributeName: 'COLOR', displayName: 'Colour', thaiDisplayName: 'สี', displayOrder: 1 },
  { attributeName: 'MODEL', displayName: 'Model', thaiDisplayName: 'รุ่น', displayOrder: 2 },
  { attributeName: 'SIZE', displayName: 'Size', thaiDisplayName: 'ขนาด', displayOrder: 3 },
  { attributeName: 'CAPACITY', displayName: 'Capacity', thaiDisplayName: 'ความจุ', displayOrder: 4 },
  {
    attributeName: 'CONNECTIVITY',
    displayName: 'Connectivity',
    thaiDisplayName: 'การเชื่อมต่อ',
    displayOrder: 5,
  },
  { attributeName: 'LENGTH', displayName: 'Length', thaiDisplayName: 'ความยาว', displayOrder: 6 },
] as const;
export type AttributeName = (typeof ATTRIBUTES)[number]['attributeName'];

/** Country calling codes for phone numbers, Thailand first. */
export const COUNTRY_CALLING_CODES = [
  { code: '+66', name: 'Thailand', thaiName: 'ไทย' },
  { code: '+60', name: 'Malaysia', thaiName: 'มาเลเซีย' },
  { code: '+65', name: 'Singapore', thaiName: 'สิงคโปร์' },
  { code: '+95', name: 'Myanmar', thaiName: 'เมียนมา' },
  { code: '+855', name: 'Cambodia', thaiName: 'กัมพูชา' },
  { code: '+856', name: 'Laos', thaiName: 'ลาว' },
  { code: '+84', name: 'Vietnam', thaiName: 'เวียดนาม' },
  { code: '+62', name: 'Indonesia', thaiName: 'อินโดนีเซีย' },
  { code: '+63', name: 'Philippines', thaiName: 'ฟิลิปปินส์' },
  { code: '+86', name: 'China', thaiName: 'จีน' },
  { code: '+852', name: 'Hong Kong', thaiName: 'ฮ่องกง' },
  { code: '+81', name: 'Japan', thaiName: 'ญี่ปุ่น' },
  { code: '+82', name: 'South Korea', thaiName: 'เกาหลีใต้' },
  { code: '+91', name: 'India', thaiName: 'อินเดีย' },
  { code: '+61', name: 'Australia', thaiName: 'ออสเตรเลีย' },
  { code: '+44', name: 'United Kingdom', thaiName: 'สหราชอาณาจักร' },
  { code: '+1', name: 'United States', thaiName: 'สหรัฐอเมริกา' },
] as const;

/** Each card brand's point rate; KCC carries the reward type's 1000 points per THB 6. */
export const PRICE_CODES: readonly PriceCode[] = [
  { cardBrand: 'KCC', ...REWARD_POINT_RATE },
  { cardBrand: 'AYCAP', ratePoint: 800, rateCash: 5 },
  { cardBrand: 'GCS', ratePoint: 500, rateCash: 4 },
  { cardBrand: 'TMS', ratePoint: 1000, rateCash: 10 },
];

/** The point rate of a card brand. */
export function priceCodeOf(brand: CardBrand): PriceCode {
  const found = PRICE_CODES.find((code) => code.cardBrand === brand);
  if (found === undefined) throw new RangeError(`No price code for ${brand}`);
  return found;
}

/**
 * The instalment plans: 3 and 4 months from THB 3,000, 6 months from THB
 * 10,000 (KCC, AYCAP and GCS only), 10 months from THB 30,000 (KCC and AYCAP
 * only, at 0.89% a month).
 */
export const IPP_CONFIG: IppConfig = {
  ippConfig: {
    '3': { termValue: 3, termId: 'IPP03', custIpp: '0' },
    '4': { termValue: 4, termId: 'IPP04', custIpp: '0' },
    '6': { termValue: 6, termId: 'IPP06', custIpp: '0' },
    '10': { termValue: 10, termId: 'IPP10', custIpp: '0.89' },
  },
  cashInstallments: [
    { cashFrom: thb('3000.00'), cashTo: thb('9999.99'), term: [3, 4], termCardBrands: [] },
    {
      cashFrom: thb('10000.00'),
      cashTo: thb('29999.99'),
      term: [3, 4, 6],
      termCardBrands: [{ term: 6, cardBrand: ['KCC', 'AYCAP', 'GCS'] }],
    },
    {
      cashFrom: thb('30000.00'),
      cashTo: thb('500000.00'),
      term: [3, 4, 6, 10],
      termCardBrands: [
        { term: 6, cardBrand: ['KCC', 'AYCAP', 'GCS'] },
        { term: 10, cardBrand: ['KCC', 'AYCAP'] },
      ],
    },
  ],
};

/** The logo of the header. */
export const LOGOS = [{ name: 'LOGO', urlImage: LOGO_IMAGE_URL }] as const;
