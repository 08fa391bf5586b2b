import type { enChatAnswers } from '../en/chat-answers';

/** คำตอบของเซิร์ฟเวอร์สำหรับการค้นหาในแชต (ใบยืนยันคำสั่งซื้อ การจัดส่ง ใบลดหนี้ ใบกำกับภาษี) */
export const thChatAnswers: Record<keyof typeof enChatAnswers, string> = {
  'chatAnswer.noCreditNote': 'ยังไม่มีการออกใบลดหนี้สำหรับคำสั่งซื้อนี้',
  'chatAnswer.orderConfirmationReady':
    'ใบยืนยันคำสั่งซื้อของคุณพร้อมแล้ว ลิงก์นี้เปิดเอกสารได้ภายใน {minutes} นาที',
  'chatAnswer.taxInvoiceReady': 'ใบกำกับภาษีของคุณพร้อมแล้ว ลิงก์นี้เปิดเอกสารได้ภายใน {minutes} นาที',
  'chatAnswer.creditNoteReady': 'ใบลดหนี้ของคุณพร้อมแล้ว ลิงก์นี้เปิดเอกสารได้ภายใน {minutes} นาที',
};
