import type { enAfterSaleAnswers } from '../en/after-sale-answers';

/** คำตอบปฏิเสธของเซิร์ฟเวอร์สำหรับบริการหลังการขายของลูกค้า */
export const thAfterSaleAnswers: Record<keyof typeof enAfterSaleAnswers, string> = {
  'afterSaleAnswer.wrongCurrentPassword': 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  'afterSaleAnswer.documentUnavailable': 'ลิงก์เอกสารนี้หมดอายุหรือไม่ใช่ของคุณ โปรดเปิดอีกครั้งจากประวัติการสั่งซื้อ',
};
