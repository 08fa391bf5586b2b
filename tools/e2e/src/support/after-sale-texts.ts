import type { Lang } from './browser';

/**
 * What the after-sale journey reads and clicks, in each language, as a
 * customer sees it (kept here, like `texts.ts`, so a changed message is a
 * change the journey notices).
 */
export interface AfterSaleTexts {
  readonly charger: string;
  readonly deliveredOn: RegExp;
  readonly refunded: string;
  readonly taxInvoice: RegExp;
  readonly creditNote: RegExp;
  readonly firstName: string;
  readonly save: string;
  readonly profileSaved: string;
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
  readonly changePassword: string;
  readonly passwordChanged: string;
  readonly assignPoNumber: string;
  readonly assignEmail: string;
  readonly assignMobile: string;
  readonly assignSubmit: string;
  readonly assigned: string;
  /** The payment step's refund promo code choice, and the summary's line of the code spent. */
  readonly refundCodeChoice: string;
  readonly noRefundCodes: string;
  /** The line of a refund promo code spent, on the order's result and in the history. */
  readonly refundCodeLine: (code: string) => string;
  /** What a code worth half of two chargers took off (THB 790), and the history's card part. */
  readonly refundDeduction: string;
  readonly paidByCard: string;
}

export const AFTER_SALE_TEXTS: Record<Lang, AfterSaleTexts> = {
  en: {
    charger: '20W USB-C Power Adapter',
    deliveredOn: /^Delivered on /,
    refunded: 'Refunded',
    taxInvoice: /^Tax invoice/,
    creditNote: /^Credit note/,
    firstName: 'First name',
    save: 'Save',
    profileSaved: 'Your information has been changed successfully.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    passwordChanged: 'Password changed',
    assignPoNumber: 'Order No.',
    assignEmail: 'Shipping e-mail address',
    assignMobile: 'Shipping mobile number',
    assignSubmit: 'Assign to my account',
    assigned: 'Order No. has been assigned to your account',
    refundCodeChoice: 'Refund promo code',
    noRefundCodes: 'No Refund Promotion Code Found',
    refundCodeLine: (code) => `Refund promo code (${code})`,
    refundDeduction: '−THB 790',
    paidByCard: 'Paid by card',
  },
  th: {
    charger: 'อะแดปเตอร์แปลงไฟ USB-C ขนาด 20 วัตต์',
    deliveredOn: /^จัดส่งแล้วเมื่อ /,
    refunded: 'คืนเงินแล้ว',
    taxInvoice: /^ใบกำกับภาษี/,
    creditNote: /^ใบลดหนี้/,
    firstName: 'ชื่อ',
    save: 'บันทึก',
    profileSaved: 'ข้อมูลของคุณได้รับการเปลี่ยนแปลงเรียบร้อยแล้ว',
    currentPassword: 'รหัสผ่านปัจจุบัน',
    newPassword: 'รหัสผ่านใหม่',
    confirmPassword: 'ยืนยันรหัสผ่านใหม่',
    changePassword: 'เปลี่ยนรหัสผ่าน',
    passwordChanged: 'เปลี่ยนรหัสผ่านแล้ว',
    assignPoNumber: 'หมายเลขคำสั่งซื้อ',
    assignEmail: 'อีเมลสำหรับจัดส่ง',
    assignMobile: 'หมายเลขโทรศัพท์มือถือสำหรับจัดส่ง',
    assignSubmit: 'เพิ่มเข้าบัญชีของฉัน',
    assigned: 'เพิ่มหมายเลขคำสั่งซื้อเข้าบัญชีของคุณเรียบร้อยแล้ว',
    refundCodeChoice: 'รหัสส่วนลดจากการคืนเงิน',
    noRefundCodes: 'ไม่พบรหัสโปรโมชันคืนเงิน',
    refundCodeLine: (code) => `รหัสส่วนลดจากการคืนเงิน (${code})`,
    refundDeduction: '−790 บาท',
    paidByCard: 'ชำระผ่านบัตร',
  },
};
