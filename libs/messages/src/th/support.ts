import type { enSupport } from '../en/support';

/** Help & Contact on the server, in Thai. */
export const thSupport: Readonly<Record<keyof typeof enSupport, string>> = {
  'error.E309': 'ไม่พบเคสนี้ กรุณาตรวจสอบหมายเลขเคส หรือเริ่มเคสใหม่',
  'error.E314':
    'ไม่สามารถรับไฟล์บางไฟล์ของคุณได้ กรุณาแนบไฟล์ PDF, JPG หรือ PNG ไม่เกิน 10 ไฟล์ รวมกันไม่เกิน 10MB',
  'error.E315': 'เคสนี้ปิดแล้ว กรุณาเริ่มเคสใหม่',
  'error.E415': 'กรุณาส่งแบบฟอร์มนี้พร้อมไฟล์ในรูปแบบ multipart',
  'mail.caseReceived.subject': 'เราได้รับข้อความของคุณแล้ว (เคส {ticketId})',
  'mail.caseReceived.body':
    'เรียน คุณ{name}\n\nขอบคุณที่ติดต่อ Rewards Store เราได้รับข้อความของคุณเรื่อง "{subject}" เป็นเคสหมายเลข {ticketId} แล้ว ทีมบริการลูกค้าจะติดต่อกลับโดยเร็ว\n\nข้อความของคุณ:\n{message}\n\nกรุณาอ้างอิงหมายเลข {ticketId} เมื่อติดต่อเราเกี่ยวกับเรื่องนี้อีกครั้ง',
  'mail.caseAnswered.subject': 'เราได้ตอบเคส {ticketId} ของคุณแล้ว',
  'mail.caseAnswered.body':
    'เรียน คุณ{name}\n\nทีมบริการลูกค้าได้ตอบเคส {ticketId} เรื่อง "{subject}" ของคุณแล้ว:\n\n{message}\n\nอ่านเคสทั้งหมด ไฟล์แนบ และตอบกลับได้ที่:\n{link}',
  'mail.caseAnswered.visitorBody':
    'เรียน คุณ{name}\n\nทีมบริการลูกค้าได้ตอบเคส {ticketId} เรื่อง "{subject}" ของคุณแล้ว:\n\n{message}\n\nหากต้องการติดต่อเราอีกครั้ง กรุณาใช้แบบฟอร์มติดต่อเราและอ้างอิงหมายเลข {ticketId}:\n{link}',
};
