import type { enServer } from '../en/server';

export const thServer: Record<keyof typeof enServer, string> = {
  'error.E400': 'เกิดปัญหากับคำขอของคุณ กรุณาลองใหม่อีกครั้งภายหลัง',
  'error.E404': 'ไม่พบข้อมูล',
  'error.E413': 'คำขอมีขนาดใหญ่เกินไป',
  'error.E431': 'ส่วนหัวของคำขอมีขนาดใหญ่เกินไป',
  'error.E429': 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
  'error.E999': 'เกิดปัญหากับคำขอของคุณ กรุณาลองใหม่อีกครั้งภายหลัง',
  'error.itemNotFound': 'ไม่พบสินค้า',
  'error.pageNotFound': 'ไม่พบหน้าที่ต้องการ',
  'error.categoryNotFound': 'ไม่พบแคตตาล็อก',
  'error.catalogueNotFound': 'ไม่พบแคตตาล็อก',
  'error.cmsPageNotFound': 'ไม่พบหน้านี้',
  'error.imageNotFound': 'ไม่พบรูปภาพ',
};
