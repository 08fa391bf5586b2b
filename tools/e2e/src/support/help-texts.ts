import type { Lang } from './browser';

/** A field by its whole label (a required field's label ends with its asterisk). */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

/**
 * What the Help & Contact journeys read and click, in each language, as a
 * visitor or a customer sees it (kept here, like `texts.ts`, so a changed
 * message is a change the journeys notice).
 */
export interface HelpTexts {
  readonly title: string;
  readonly fullName: string;
  readonly email: string;
  readonly subject: string;
  readonly topic: string;
  readonly message: string;
  readonly submit: string;
  readonly received: string;
  readonly ok: string;
  readonly case: string;
  readonly orderNumber: string;
  readonly noSubOrderNumber: string;
  readonly thread: (ticketId: string) => string;
  readonly helpUnread: (count: number) => string;
  readonly help: string;
  readonly menu: string;
  readonly needHelp: string;
  readonly closeChat: string;
  readonly faq: string;
  readonly delivery: string;
  readonly deliveryAnswer: RegExp;
  readonly quickHelp: string;
  readonly myOrder: string;
  readonly whereIsMyOrder: string;
  readonly taxInvoice: string;
  readonly chatOrderNumber: string;
  readonly chatEmail: string;
  readonly chatPhone: string;
  readonly continue: string;
  readonly back: string;
  readonly download: string;
}

export const HELP_TEXTS: Record<Lang, HelpTexts> = {
  en: {
    title: 'Help & Contact',
    fullName: 'Full name',
    email: 'Email',
    subject: 'Subject',
    topic: 'Topic',
    message: 'Message',
    submit: 'Submit',
    received: 'Message received',
    ok: 'OK',
    case: 'Case',
    orderNumber: 'Order number',
    noSubOrderNumber: "I don't have a sub-order number",
    thread: (ticketId) => `Messages of case ${ticketId}`,
    helpUnread: (count) => `Help & Contact, ${count} unread message${count === 1 ? '' : 's'}`,
    help: 'Help & Contact',
    menu: 'Menu',
    needHelp: 'Need help?',
    closeChat: 'Close',
    faq: 'Frequently asked questions',
    delivery: 'Delivery',
    deliveryAnswer: /^Orders are delivered within \d+-\d+ business days of payment/,
    quickHelp: 'Quick help',
    myOrder: 'My order',
    whereIsMyOrder: 'Where is my order?',
    taxInvoice: 'Tax invoice',
    chatOrderNumber: 'Order No.',
    chatEmail: 'Email',
    chatPhone: 'Mobile number',
    continue: 'Continue',
    back: 'Back',
    download: 'Download',
  },
  th: {
    title: 'ช่วยเหลือและติดต่อเรา',
    fullName: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    subject: 'หัวข้อ',
    topic: 'เรื่อง',
    message: 'ข้อความ',
    submit: 'ส่ง',
    received: 'ได้รับข้อความแล้ว',
    ok: 'ตกลง',
    case: 'เคส',
    orderNumber: 'หมายเลขคำสั่งซื้อ',
    noSubOrderNumber: 'ฉันไม่มีหมายเลขคำสั่งซื้อย่อย',
    thread: (ticketId) => `ข้อความของเคส ${ticketId}`,
    helpUnread: (count) => `ช่วยเหลือและติดต่อเรา มีข้อความที่ยังไม่ได้อ่าน ${count} ข้อความ`,
    help: 'ช่วยเหลือและติดต่อเรา',
    menu: 'เมนู',
    needHelp: 'ต้องการความช่วยเหลือ?',
    closeChat: 'ปิด',
    faq: 'คำถามที่พบบ่อย',
    delivery: 'การจัดส่ง',
    deliveryAnswer: /^สินค้าจะจัดส่งภายใน \d+-\d+ วันทำการหลังชำระเงิน/,
    quickHelp: 'ช่วยเหลือด่วน',
    myOrder: 'คำสั่งซื้อของฉัน',
    whereIsMyOrder: 'สินค้าของฉันอยู่ที่ไหน',
    taxInvoice: 'ใบกำกับภาษี',
    chatOrderNumber: 'หมายเลขคำสั่งซื้อ',
    chatEmail: 'อีเมล',
    chatPhone: 'หมายเลขโทรศัพท์มือถือ',
    continue: 'ดำเนินการต่อ',
    back: 'ย้อนกลับ',
    download: 'ดาวน์โหลด',
  },
};
