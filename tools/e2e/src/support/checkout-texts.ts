import type { Lang } from './browser';

/**
 * What the checkout journeys read and click, in each language, as a shopper sees
 * it (kept here, like `texts.ts`, so a changed message is a change the journeys
 * notice).
 */
export interface CheckoutTexts {
  readonly ipadAir256Blue: string;
  readonly carePlan: string;
  readonly billing: string;
  readonly shipping: string;
  readonly fullName: string;
  readonly mobilePhone: string;
  readonly email: string;
  readonly address1: string;
  readonly street: string;
  readonly postalCode: string;
  readonly places: string;
  readonly sameAsBilling: string;
  readonly continue: string;
  readonly card: string;
  readonly krungsri: string;
  readonly payInFull: string;
  /** The instalment term's line, `10 months at 0.89% per month`, after its monthly amount. */
  readonly term: (months: number) => RegExp;
  readonly promoEnable: string;
  readonly promoCode: string;
  readonly promoApply: string;
  readonly promoEmail: string;
  readonly promoConfirm: string;
  readonly promoEmailRefused: string;
  readonly promoApplied: (code: string) => RegExp;
  readonly agree: string;
  readonly payNow: string;
  readonly sandboxCardNumber: string;
  readonly sandboxPay: string;
  readonly sandboxCancel: string;
  readonly completed: string;
  readonly declined: string;
  readonly cancelled: string;
  readonly subOrder: string;
  readonly backToCart: string;
}

export const CHECKOUT_TEXTS: Record<Lang, CheckoutTexts> = {
  en: {
    ipadAir256Blue: 'iPad Air 11-inch (M3) 256GB Blue',
    carePlan: 'Care plan',
    billing: 'Billing address',
    shipping: 'Shipping address',
    fullName: 'Full name',
    mobilePhone: 'Mobile phone',
    email: 'Email',
    address1: 'Address line 1',
    street: 'Street',
    postalCode: 'Postal code',
    places: 'Area of this postal code',
    sameAsBilling: 'Same as billing',
    continue: 'Continue',
    card: 'Your card',
    krungsri: 'Krungsri Credit Card',
    payInFull: 'Pay in full',
    term: (months) => new RegExp(`(?:^|\\D)${months} months at `),
    promoEnable: 'I have a promotion code',
    promoCode: 'Promotion code',
    promoApply: 'Apply',
    promoEmail: 'Email for this promotion',
    promoConfirm: 'Confirm',
    promoEmailRefused: 'Invalid email address',
    promoApplied: (code) => new RegExp(`^Code ${code} applied: THB [\\d,]+(\\.\\d{2})? off$`),
    agree: 'I agree',
    payNow: 'Pay now',
    sandboxCardNumber: 'Card number',
    sandboxPay: 'Pay',
    sandboxCancel: 'Cancel',
    completed: 'Purchase Completed',
    declined: 'Your order was declined',
    cancelled: 'Your order was cancelled',
    subOrder: 'Sub Order No.',
    backToCart: 'Back to cart',
  },
  th: {
    ipadAir256Blue: 'ไอแพด แอร์ 11 นิ้ว (M3) 256GB สีน้ำเงิน',
    carePlan: 'แผนบริการดูแลเครื่อง',
    billing: 'ที่อยู่สำหรับออกใบเสร็จ',
    shipping: 'ที่อยู่สำหรับจัดส่ง',
    fullName: 'ชื่อ-นามสกุล',
    mobilePhone: 'หมายเลขโทรศัพท์มือถือ',
    email: 'อีเมล',
    address1: 'ที่อยู่ บรรทัดที่ 1',
    street: 'ถนน',
    postalCode: 'รหัสไปรษณีย์',
    places: 'พื้นที่ของรหัสไปรษณีย์นี้',
    sameAsBilling: 'ใช้ที่อยู่เดียวกับที่อยู่ออกใบเสร็จ',
    continue: 'ดำเนินการต่อ',
    card: 'บัตรของคุณ',
    krungsri: 'บัตรเครดิตกรุงศรี',
    payInFull: 'ชำระเต็มจำนวน',
    term: (months) => new RegExp(`(?:^|\\D)${months} เดือน ดอกเบี้ย `),
    promoEnable: 'ฉันมีรหัสโปรโมชัน',
    promoCode: 'รหัสโปรโมชัน',
    promoApply: 'ใช้รหัส',
    promoEmail: 'อีเมลสำหรับโปรโมชันนี้',
    promoConfirm: 'ยืนยัน',
    promoEmailRefused: 'อีเมลไม่ถูกต้อง',
    promoApplied: (code) => new RegExp(`^ใช้รหัส ${code} แล้ว ลด [\\d,]+(\\.\\d{2})? บาท$`),
    agree: 'ฉันยอมรับ',
    payNow: 'ชำระเงินทันที',
    sandboxCardNumber: 'หมายเลขบัตร',
    sandboxPay: 'ชำระเงิน',
    sandboxCancel: 'ยกเลิก',
    completed: 'สั่งซื้อสำเร็จ',
    declined: 'คำสั่งซื้อของคุณถูกปฏิเสธ',
    cancelled: 'คำสั่งซื้อของคุณถูกยกเลิก',
    subOrder: 'หมายเลขคำสั่งซื้อย่อย',
    backToCart: 'กลับไปที่ตะกร้า',
  },
};

/** The sandbox provider's test cards (printed on its page). */
export const TEST_CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
} as const;
