import { SUBJECT_FOLLOW, SUBJECT_OTHER } from '@rewards/domain';

/** A contact subject of the seed, in English and Thai, with its sub-topics. */
export interface SeedSubject {
  readonly id: string;
  readonly name: string;
  readonly thaiName: string;
  /** A visitor is asked to sign in first. */
  readonly requiredLogin: boolean;
  readonly subTopics: readonly {
    readonly subId: string;
    readonly name: string;
    readonly thaiName: string;
  }[];
}

/**
 * The contact form's subjects (spec sections 3 and 9): order matters on the
 * form. Questions about one's own orders need a signed-in customer; `FOLLOW`
 * follows up one of the customer's cases, so it needs one too; `OTHER` takes
 * a typed subject.
 */
export const SUBJECTS: readonly SeedSubject[] = [
  {
    id: 'ORDER',
    name: 'My order and delivery',
    thaiName: 'คำสั่งซื้อและการจัดส่ง',
    requiredLogin: true,
    subTopics: [
      { subId: 'ORDER_STATUS', name: 'Where is my order?', thaiName: 'สถานะคำสั่งซื้อ' },
      { subId: 'ORDER_ADDRESS', name: 'Change of address', thaiName: 'เปลี่ยนที่อยู่จัดส่ง' },
      { subId: 'ORDER_DAMAGED', name: 'Damaged or missing item', thaiName: 'สินค้าเสียหายหรือไม่ครบ' },
    ],
  },
  {
    id: 'REFUND',
    name: 'Cancellation and refund',
    thaiName: 'การยกเลิกและการคืนเงิน',
    requiredLogin: true,
    subTopics: [
      { subId: 'REFUND_CANCEL', name: 'Cancel an order', thaiName: 'ยกเลิกคำสั่งซื้อ' },
      { subId: 'REFUND_STATUS', name: 'Refund status', thaiName: 'สถานะการคืนเงิน' },
    ],
  },
  {
    id: 'PRODUCT',
    name: 'Products and availability',
    thaiName: 'สินค้าและสินค้าคงคลัง',
    requiredLogin: false,
    subTopics: [
      { subId: 'PRODUCT_STOCK', name: 'When is it back in stock?', thaiName: 'สินค้าจะกลับมาเมื่อไร' },
      { subId: 'PRODUCT_SPEC', name: 'Specifications', thaiName: 'ข้อมูลจำเพาะ' },
    ],
  },
  {
    id: 'PAYMENT',
    name: 'Payment, points and instalments',
    thaiName: 'การชำระเงิน คะแนน และการผ่อนชำระ',
    requiredLogin: false,
    subTopics: [
      { subId: 'PAYMENT_CARD', name: 'Card payment', thaiName: 'การชำระด้วยบัตร' },
      { subId: 'PAYMENT_POINTS', name: 'Rewards points', thaiName: 'คะแนนสะสม' },
      { subId: 'PAYMENT_IPP', name: 'Instalment plan', thaiName: 'แผนการผ่อนชำระ' },
    ],
  },
  {
    id: 'ACCOUNT',
    name: 'My account',
    thaiName: 'บัญชีของฉัน',
    requiredLogin: false,
    subTopics: [
      { subId: 'ACCOUNT_SIGN_IN', name: 'Signing in', thaiName: 'การเข้าสู่ระบบ' },
      { subId: 'ACCOUNT_PROFILE', name: 'My details', thaiName: 'ข้อมูลส่วนตัว' },
    ],
  },
  {
    id: SUBJECT_FOLLOW,
    name: 'Follow up a case',
    thaiName: 'ติดตามเคสเดิม',
    requiredLogin: true,
    subTopics: [],
  },
  { id: SUBJECT_OTHER, name: 'Other', thaiName: 'อื่น ๆ', requiredLogin: false, subTopics: [] },
];
