import type { AddressBody } from '@rewards/api-client/contract';
import type { PaymentType } from '@rewards/domain';

/** A promotion code of the seed: each one exercises a rule of spec section 3, "Promotion data". */
export interface SeedPromotion {
  readonly code: string;
  readonly amount?: string;
  readonly percent?: number;
  readonly minPaidAmount?: string;
  readonly paymentMethods?: readonly PaymentType[];
  readonly priceCodes?: readonly string[];
  readonly termIds?: readonly string[];
  readonly applyCarePlan?: boolean;
  readonly haveGift?: boolean;
  readonly special?: {
    readonly name: string;
    readonly domains: string;
    readonly inputType: string;
  };
  readonly tcRequired?: boolean;
  readonly membersOnly?: boolean;
  readonly requiredPoints?: number;
  readonly maxUses?: number;
  readonly startsAt?: string;
  readonly endsAt?: string;
  readonly description: string;
  readonly thaiDescription: string;
  readonly mouseover?: readonly [english: string, thai: string];
  readonly warning?: readonly [english: string, thai: string];
}

/** The seeded codes (documented in apps/api/README.md, "Promotion codes"). */
export const PROMOTIONS: readonly SeedPromotion[] = [
  {
    code: 'SAVE500',
    amount: '500.00',
    minPaidAmount: '5000.00',
    description: 'THB 500 off a purchase of THB 5,000 or more',
    thaiDescription: 'ลด 500 บาท เมื่อซื้อครบ 5,000 บาท',
  },
  {
    code: 'TENPERCENT',
    percent: 10,
    minPaidAmount: '20000.00',
    description: '10% off a purchase of THB 20,000 or more',
    thaiDescription: 'ลด 10% เมื่อซื้อครบ 20,000 บาท',
  },
  {
    code: 'KBANKSTAFF',
    amount: '1000.00',
    special: {
      name: 'Bank staff e-mail',
      domains: 'kbank.com;kasikornbank.com',
      inputType: 'EMAIL',
    },
    description: 'THB 1,000 off for bank staff: confirm your work e-mail',
    thaiDescription: 'ลด 1,000 บาท สำหรับพนักงานธนาคาร ยืนยันด้วยอีเมลที่ทำงาน',
  },
  {
    code: 'TERMS300',
    amount: '300.00',
    tcRequired: true,
    description: 'THB 300 off: accept the promotion terms to use it',
    thaiDescription: 'ลด 300 บาท เมื่อยอมรับเงื่อนไขของโปรโมชัน',
    mouseover: [
      'One code per order; not combinable with other promotions.',
      'ใช้ได้ 1 รหัสต่อคำสั่งซื้อ ไม่สามารถใช้ร่วมกับโปรโมชันอื่น',
    ],
  },
  {
    code: 'CASHONLY700',
    amount: '700.00',
    paymentMethods: ['CASH', 'CASH_INSTALLMENT'],
    description: 'THB 700 off when you pay by card in full or in instalments',
    thaiDescription: 'ลด 700 บาท เมื่อชำระด้วยบัตรเต็มจำนวนหรือผ่อนชำระ',
  },
  {
    code: 'KCC5',
    percent: 5,
    priceCodes: ['KCC'],
    description: '5% off with a KCC card',
    thaiDescription: 'ลด 5% เมื่อชำระด้วยบัตร KCC',
  },
  {
    code: 'FLEXI10',
    amount: '1500.00',
    minPaidAmount: '30000.00',
    termIds: ['IPP10'],
    description: 'THB 1,500 off a 10-month instalment plan of THB 30,000 or more',
    thaiDescription: 'ลด 1,500 บาท เมื่อผ่อนชำระ 10 เดือน ยอดตั้งแต่ 30,000 บาท',
  },
  {
    code: 'CARE15',
    percent: 15,
    applyCarePlan: true,
    description: '15% off, AppleCare+ included',
    thaiDescription: 'ลด 15% รวมแอปเปิลแคร์พลัส',
  },
  {
    code: 'GIFTBOX',
    amount: '200.00',
    haveGift: true,
    description: 'THB 200 off and a gift box with your order',
    thaiDescription: 'ลด 200 บาท พร้อมกล่องของขวัญ',
    warning: ['While gift boxes last.', 'ของขวัญมีจำนวนจำกัด'],
  },
  {
    code: 'MEMBER800',
    amount: '800.00',
    membersOnly: true,
    description: 'THB 800 off for signed-in members',
    thaiDescription: 'ลด 800 บาท สำหรับสมาชิกที่เข้าสู่ระบบ',
  },
  {
    code: 'POINTS1000',
    amount: '1000.00',
    requiredPoints: 100_000,
    description: 'THB 1,000 off for 100,000 reward points',
    thaiDescription: 'ลด 1,000 บาท แลกด้วย 100,000 คะแนน',
  },
  {
    code: 'LAST5',
    amount: '250.00',
    maxUses: 5,
    description: 'THB 250 off, for the first 5 orders only',
    thaiDescription: 'ลด 250 บาท สำหรับ 5 คำสั่งซื้อแรกเท่านั้น',
  },
  {
    code: 'NEWYEAR2025',
    amount: '2025.00',
    startsAt: '2024-12-25T00:00:00+07:00',
    endsAt: '2025-01-05T00:00:00+07:00',
    description: 'THB 2,025 off for the New Year 2025 (ended)',
    thaiDescription: 'ลด 2,025 บาท ต้อนรับปีใหม่ 2025 (สิ้นสุดแล้ว)',
  },
  {
    code: 'FUTURE2099',
    amount: '99.00',
    startsAt: '2099-01-01T00:00:00+07:00',
    description: 'THB 99 off from 2099 (not started yet)',
    thaiDescription: 'ลด 99 บาท เริ่มปี 2099 (ยังไม่เริ่ม)',
  },
];

/** A demo customer: signs in with its e-mail and this password (apps/api/README.md, "Demo customers"). */
export interface DemoCustomer {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobileNumber: string;
  readonly points: number;
  readonly address?: AddressBody;
}

/** The password of every demo customer. */
export const DEMO_PASSWORD = 'Rewards2026';

const BANGKOK_ADDRESS: AddressBody = {
  fullName: 'Somchai Jaidee',
  mobilePhone1: '0812345678',
  countryCode: '+66',
  email: 'somchai@rewards.example',
  address1: '99/1 Sukhumvit 21',
  street: 'Sukhumvit Road',
  district: 'คลองเตยเหนือ',
  city: 'วัฒนา',
  postalCode: '10110',
  region: 'TH-10',
  businessAddress: false,
};

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'somchai@rewards.example',
    firstName: 'Somchai',
    lastName: 'Jaidee',
    mobileNumber: '0812345678',
    points: 20_000_000,
    address: BANGKOK_ADDRESS,
  },
  {
    email: 'malee@rewards.example',
    firstName: 'Malee',
    lastName: 'Srisuk',
    mobileNumber: '0898765432',
    points: 1_500,
  },
  {
    email: 'niran@rewards.example',
    firstName: 'Niran',
    lastName: 'Boonma',
    mobileNumber: '0861112222',
    points: 0,
  },
];

/** Units in stock of each item sold with a quantity limit (a launch allocation); other items count no stock. */
export const LIMITED_ITEM_STOCK = 20;
