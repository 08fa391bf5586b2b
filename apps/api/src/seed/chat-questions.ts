import { CHAT_LOOKUP_PREFIXES, type QuestionCategory } from '@rewards/api-client/contract';
import {
  CARRIER_HOLD_DAYS,
  DELIVERY_ATTEMPTS,
  DELIVERY_ESTIMATE_BUSINESS_DAYS,
  ENGRAVING_DEFAULT_MAX_LENGTH,
  ENGRAVING_SPECIAL_MAX_LENGTH,
  REFUND_STATEMENT_DAYS,
  REWARD_POINT_RATE,
} from '@rewards/domain';
import { createQuestionRepository, type QuestionRecord } from '../chat/question-repository';
import type { Queryable } from '../db/database';

/** An entry of the chat in English and Thai, with the entries of its next step. */
export interface SeedChatEntry {
  readonly id: string;
  readonly name: string;
  readonly thaiName: string;
  readonly content: string;
  readonly thaiContent: string;
  readonly entries?: readonly SeedChatEntry[];
}

/** A root topic: its category, and everything under it. */
export interface SeedChatTopic extends SeedChatEntry {
  readonly category: QuestionCategory;
}

const { min, max } = DELIVERY_ESTIMATE_BUSINESS_DAYS;
const { ratePoint, rateCash } = REWARD_POINT_RATE;

/** An answer: a name and its text, in both languages. */
function answer(id: string, name: string, thaiName: string, content: string, thaiContent: string) {
  return { id, name, thaiName, content, thaiContent };
}

const DELIVERY = {
  ...answer('FAQ_DELIVERY', 'Delivery', 'การจัดส่ง', '', ''),
  entries: [
    answer(
      'FAQ_DELIVERY_TIME',
      'How long does delivery take?',
      'การจัดส่งใช้เวลากี่วัน',
      `Orders are delivered within ${min}-${max} business days of payment, to addresses in Thailand only. You can follow each item with the shipment status lookup under Quick Help.`,
      `สินค้าจะจัดส่งภายใน ${min}-${max} วันทำการหลังชำระเงิน เฉพาะที่อยู่ในประเทศไทยเท่านั้น ท่านติดตามสถานะการจัดส่งของแต่ละรายการได้จากเมนูช่วยเหลือด่วน`,
    ),
    answer(
      'FAQ_DELIVERY_FEE',
      'How much is delivery?',
      'ค่าจัดส่งเท่าไร',
      'Delivery is free for every order.',
      'จัดส่งฟรีทุกคำสั่งซื้อ',
    ),
    answer(
      'FAQ_DELIVERY_MISSED',
      'What if I miss the delivery?',
      'หากไม่ได้รับสินค้าตอนจัดส่งจะทำอย่างไร',
      `The carrier tries ${DELIVERY_ATTEMPTS} times. After the second attempt the parcel waits at the carrier's branch for ${CARRIER_HOLD_DAYS} calendar days, then comes back to us and is refunded less the restocking fee.`,
      `บริษัทขนส่งจะนำส่ง ${DELIVERY_ATTEMPTS} ครั้ง หากยังส่งไม่ได้ พัสดุจะเก็บไว้ที่สาขาของบริษัทขนส่ง ${CARRIER_HOLD_DAYS} วัน แล้วส่งคืนบริษัท และจะคืนเงินโดยหักค่าธรรมเนียมการคืนสินค้า`,
    ),
    answer(
      'FAQ_DELIVERY_ADDRESS',
      'Can I change the shipping address?',
      'เปลี่ยนที่อยู่จัดส่งได้หรือไม่',
      'Sign in and write to us through Contact Us before the order ships. A change of the shipping address or mobile number needs a signed-in account.',
      'โปรดเข้าสู่ระบบแล้วติดต่อเราผ่านเมนูติดต่อเราก่อนสินค้าจัดส่ง การเปลี่ยนที่อยู่จัดส่งหรือหมายเลขโทรศัพท์ต้องเข้าสู่ระบบก่อน',
    ),
  ],
};

const INSTALMENTS = {
  ...answer('FAQ_INSTALMENTS', 'Instalments', 'การผ่อนชำระ', '', ''),
  entries: [
    answer(
      'FAQ_INSTALMENTS_PLANS',
      'Which instalment plans are there?',
      'มีแผนผ่อนชำระแบบใดบ้าง',
      'Orders from THB 3,000 can be paid in 3 or 4 months at 0% interest; from THB 10,000 also in 6 months at 0%; from THB 30,000 also in 10 months at 0.89% a month. The monthly amounts are shown before you pay.',
      'คำสั่งซื้อตั้งแต่ 3,000 บาท ผ่อน 0% ได้ 3 หรือ 4 เดือน ตั้งแต่ 10,000 บาท ผ่อน 0% ได้ 6 เดือนด้วย และตั้งแต่ 30,000 บาท ผ่อนได้ 10 เดือนด้วย ดอกเบี้ย 0.89% ต่อเดือน ยอดผ่อนต่อเดือนจะแสดงก่อนชำระเงิน',
    ),
    answer(
      'FAQ_INSTALMENTS_CARDS',
      'Which cards can pay in instalments?',
      'บัตรใดผ่อนชำระได้บ้าง',
      'The 3 and 4 month plans take every card brand of the bank. The 6 month plan takes KCC, AYCAP and GCS cards; the 10 month plan KCC and AYCAP cards.',
      'แผน 3 และ 4 เดือนใช้ได้กับบัตรทุกประเภทของธนาคาร แผน 6 เดือนใช้ได้กับบัตร KCC, AYCAP และ GCS ส่วนแผน 10 เดือนใช้ได้กับบัตร KCC และ AYCAP',
    ),
    answer(
      'FAQ_INSTALMENTS_POINTS',
      'Can I use points with instalments?',
      'ใช้คะแนนร่วมกับการผ่อนชำระได้หรือไม่',
      'No. An order is paid either in instalments or with points; choosing one turns the other off.',
      'ไม่ได้ คำสั่งซื้อชำระได้ด้วยการผ่อนชำระหรือคะแนนอย่างใดอย่างหนึ่ง การเลือกแบบหนึ่งจะยกเลิกอีกแบบ',
    ),
  ],
};

const POINTS = {
  ...answer('FAQ_POINTS', 'Reward points', 'คะแนนสะสม', '', ''),
  entries: [
    answer(
      'FAQ_POINTS_EARN',
      'How do I earn points?',
      'สะสมคะแนนได้อย่างไร',
      "You earn KSC FOREVER points when you spend with the bank's credit card, as the bank's rewards programme sets out. Your balance is shown when you sign in and at checkout.",
      'ท่านได้รับคะแนน KSC FOREVER เมื่อใช้จ่ายผ่านบัตรเครดิตของธนาคาร ตามเงื่อนไขของโปรแกรมสะสมคะแนนของธนาคาร ยอดคะแนนคงเหลือจะแสดงเมื่อเข้าสู่ระบบและในขั้นตอนชำระเงิน',
    ),
    answer(
      'FAQ_POINTS_PAY',
      'How do I pay with points?',
      'ชำระด้วยคะแนนได้อย่างไร',
      `At checkout tick point redemption: with a KCC card ${ratePoint.toLocaleString('en-US')} points are worth THB ${rateCash}. Points cannot be used with GCS or TMS cards, and each transaction has a points cap.`,
      `ในขั้นตอนชำระเงิน เลือกแลกคะแนน สำหรับบัตร KCC ${ratePoint.toLocaleString('en-US')} คะแนนมีมูลค่า ${rateCash} บาท ไม่สามารถใช้คะแนนกับบัตร GCS หรือ TMS และแต่ละรายการมีเพดานคะแนนที่ใช้ได้`,
    ),
    answer(
      'FAQ_POINTS_CASH',
      'Can I pay with points and cash together?',
      'ชำระด้วยคะแนนร่วมกับเงินสดได้หรือไม่',
      'Yes. Choose points + cash: the points you enter pay part of the price and the card pays the rest.',
      'ได้ เลือกชำระด้วยคะแนนและเงินสด คะแนนที่ระบุจะชำระส่วนหนึ่งของราคา และส่วนที่เหลือชำระด้วยบัตร',
    ),
  ],
};

const ENGRAVING = {
  ...answer('FAQ_ENGRAVING', 'Engraving', 'การสลักข้อความ', '', ''),
  entries: [
    answer(
      'FAQ_ENGRAVING_LINES',
      'What can I engrave?',
      'สลักข้อความอะไรได้บ้าง',
      `AirPods, iPad, Apple Pencil and AirTag can be engraved for free, on one or two lines as the item allows. Each line takes up to ${ENGRAVING_DEFAULT_MAX_LENGTH} English letters and digits, or ${ENGRAVING_SPECIAL_MAX_LENGTH} Thai or special characters, including spaces.`,
      `AirPods, iPad, Apple Pencil และ AirTag สลักข้อความได้ฟรี 1 หรือ 2 บรรทัดตามที่สินค้ากำหนด แต่ละบรรทัดใส่ตัวอักษรภาษาอังกฤษและตัวเลขได้สูงสุด ${ENGRAVING_DEFAULT_MAX_LENGTH} ตัว หรือภาษาไทยและอักขระพิเศษ ${ENGRAVING_SPECIAL_MAX_LENGTH} ตัว รวมช่องว่าง`,
    ),
    answer(
      'FAQ_ENGRAVING_RETURNS',
      'Can I return an engraved item?',
      'คืนสินค้าที่สลักข้อความแล้วได้หรือไม่',
      'No. Engraved items are made to order: they cannot be cancelled, returned or exchanged. An engraved item is always bought one at a time.',
      'ไม่ได้ สินค้าที่สลักข้อความผลิตตามคำสั่งซื้อ จึงยกเลิก คืน หรือเปลี่ยนไม่ได้ และสินค้าที่สลักข้อความซื้อได้ครั้งละ 1 ชิ้น',
    ),
  ],
};

const CARE_PLANS = {
  ...answer('FAQ_CARE', 'AppleCare+', 'แอปเปิลแคร์พลัส', '', ''),
  entries: [
    answer(
      'FAQ_CARE_WHAT',
      'What is AppleCare+?',
      'แอปเปิลแคร์พลัสคืออะไร',
      'AppleCare+ gives two years of cover for accidental damage, battery service and priority access to Apple experts. Add it on the item page of an iPhone, iPad, Mac, Apple Watch or AirPods that offers it.',
      'แอปเปิลแคร์พลัสคุ้มครองความเสียหายจากอุบัติเหตุ บริการแบตเตอรี่ และช่องทางติดต่อผู้เชี่ยวชาญของ Apple เป็นพิเศษ นาน 2 ปี เพิ่มได้ในหน้าสินค้า iPhone, iPad, Mac, Apple Watch หรือ AirPods ที่มีบริการนี้',
    ),
    answer(
      'FAQ_CARE_PAY',
      'How is AppleCare+ paid?',
      'ชำระค่าแอปเปิลแคร์พลัสอย่างไร',
      'Its price is added to the item in the cart and paid with the order, by card, points or instalments alike. Changing the colour or capacity of the item removes the plan, so add it again.',
      'ราคาจะรวมกับสินค้าในตะกร้าและชำระพร้อมคำสั่งซื้อ ด้วยบัตร คะแนน หรือผ่อนชำระ หากเปลี่ยนสีหรือความจุของสินค้า แผนจะถูกนำออก โปรดเพิ่มใหม่อีกครั้ง',
    ),
  ],
};

const REFUNDS = {
  ...answer('FAQ_REFUNDS', 'Refunds', 'การคืนเงิน', '', ''),
  entries: [
    answer(
      'FAQ_REFUNDS_HOW',
      'How are refunds made?',
      'คืนเงินอย่างไร',
      `Refunds go back to the card used for payment and may take up to ${REFUND_STATEMENT_DAYS} days to show on your statement. Points redeemed are returned to your points account.`,
      `เงินคืนจะโอนเข้าบัตรที่ใช้ชำระเงิน อาจใช้เวลาถึง ${REFUND_STATEMENT_DAYS} วันจึงจะปรากฏในใบแจ้งยอดบัตร คะแนนที่ใช้แลกจะคืนเข้าบัญชีคะแนนของท่าน`,
    ),
    answer(
      'FAQ_REFUNDS_CREDIT_NOTE',
      'What is a credit note?',
      'ใบลดหนี้คืออะไร',
      'When part or all of an order is refunded after its tax invoice, we issue a credit note that reduces that invoice. Download it from your purchase history or with the credit note lookup under Quick Help.',
      'เมื่อมีการคืนเงินบางส่วนหรือทั้งหมดของคำสั่งซื้อที่ออกใบกำกับภาษีแล้ว เราจะออกใบลดหนี้เพื่อลดยอดของใบกำกับภาษีนั้น ดาวน์โหลดได้จากประวัติการสั่งซื้อหรือเมนูค้นหาใบลดหนี้ในช่วยเหลือด่วน',
    ),
    answer(
      'FAQ_REFUNDS_PROMO_CODE',
      'What is a refund promo code?',
      'รหัสส่วนลดคืนเงินคืออะไร',
      'Some refunds are given as a refund promo code: its value is taken off your next order until it expires. Signed-in customers see theirs under View Refund Promo Codes.',
      'การคืนเงินบางกรณีจะให้เป็นรหัสส่วนลดคืนเงิน ซึ่งใช้ลดราคาคำสั่งซื้อถัดไปได้จนกว่าจะหมดอายุ ลูกค้าที่เข้าสู่ระบบดูรหัสของตนได้ที่เมนูรหัสส่วนลดคืนเงิน',
    ),
  ],
};

const TAX_INVOICES = {
  ...answer('FAQ_TAX_INVOICE', 'Tax invoices', 'ใบกำกับภาษี', '', ''),
  entries: [
    answer(
      'FAQ_TAX_INVOICE_GET',
      'How do I get a tax invoice?',
      'ขอใบกำกับภาษีได้อย่างไร',
      'Every paid order has a full tax invoice, prices including VAT. Download it from your purchase history, or with the tax invoice lookup under Quick Help with your order number, e-mail and mobile number.',
      'ทุกคำสั่งซื้อที่ชำระแล้วมีใบกำกับภาษีเต็มรูป ราคารวมภาษีมูลค่าเพิ่ม ดาวน์โหลดได้จากประวัติการสั่งซื้อ หรือเมนูค้นหาใบกำกับภาษีในช่วยเหลือด่วน โดยใช้หมายเลขคำสั่งซื้อ อีเมล และหมายเลขโทรศัพท์',
    ),
    answer(
      'FAQ_TAX_INVOICE_COMPANY',
      'Can the invoice name my company?',
      'ออกใบกำกับภาษีในนามบริษัทได้หรือไม่',
      'Yes. Tick business address on the billing address at checkout and enter the company name: the tax invoice is issued to the billing address.',
      'ได้ เลือกที่อยู่แบบนิติบุคคลในที่อยู่สำหรับออกใบเสร็จในขั้นตอนชำระเงิน แล้วกรอกชื่อบริษัท ใบกำกับภาษีจะออกตามที่อยู่สำหรับออกใบเสร็จ',
    ),
  ],
};

const LOOKUP_NOTE = {
  content: 'Enter the order number, and the e-mail and mobile number of its shipping address.',
  thaiContent: 'กรอกหมายเลขคำสั่งซื้อ อีเมล และหมายเลขโทรศัพท์ของที่อยู่จัดส่ง',
};

/** The lookups of Quick Help: their ids start with the prefix that opens each one's form. */
const LOOKUPS: readonly SeedChatEntry[] = [
  {
    id: `${CHAT_LOOKUP_PREFIXES.queryShipmentStatus}ORDER`,
    name: 'Where is my order?',
    thaiName: 'สินค้าของฉันอยู่ที่ไหน',
    ...LOOKUP_NOTE,
  },
  {
    id: `${CHAT_LOOKUP_PREFIXES.queryOrderConfirm}ORDER`,
    name: 'Order confirmation',
    thaiName: 'ใบยืนยันคำสั่งซื้อ',
    ...LOOKUP_NOTE,
  },
  {
    id: `${CHAT_LOOKUP_PREFIXES.queryTaxInvoice}ORDER`,
    name: 'Tax invoice',
    thaiName: 'ใบกำกับภาษี',
    ...LOOKUP_NOTE,
  },
  {
    id: `${CHAT_LOOKUP_PREFIXES.queryCreditNotes}ORDER`,
    name: 'Credit note',
    thaiName: 'ใบลดหนี้',
    ...LOOKUP_NOTE,
  },
];

/**
 * The chat's questions (spec section 4, "Chat"): FAQ with its questions and
 * answers, Quick Help one step deeper (the order lookups and account help),
 * and Contact Us. Order matters on screen.
 */
export const CHAT_QUESTIONS: readonly SeedChatTopic[] = [
  {
    ...answer(
      'FAQ',
      'Frequently asked questions',
      'คำถามที่พบบ่อย',
      'Answers about delivery, payment, points and your orders.',
      'คำตอบเรื่องการจัดส่ง การชำระเงิน คะแนน และคำสั่งซื้อของท่าน',
    ),
    category: 'FAQ',
    entries: [DELIVERY, INSTALMENTS, POINTS, ENGRAVING, CARE_PLANS, REFUNDS, TAX_INVOICES],
  },
  {
    ...answer(
      'QUICK_HELP',
      'Quick help',
      'ช่วยเหลือด่วน',
      'Look up an order or get help with your account.',
      'ค้นหาคำสั่งซื้อหรือรับความช่วยเหลือเกี่ยวกับบัญชี',
    ),
    category: 'QUICK_HELP',
    entries: [
      {
        ...answer(
          'QH_ORDERS',
          'My order',
          'คำสั่งซื้อของฉัน',
          'Follow a delivery or download the documents of an order.',
          'ติดตามการจัดส่งหรือดาวน์โหลดเอกสารของคำสั่งซื้อ',
        ),
        entries: LOOKUPS,
      },
      {
        ...answer(
          'QH_ACCOUNT',
          'My account',
          'บัญชีของฉัน',
          'Signing in and your orders.',
          'การเข้าสู่ระบบและคำสั่งซื้อของท่าน',
        ),
        entries: [
          {
            ...answer('QH_ACCOUNT_PASSWORD', 'I forgot my password', 'ลืมรหัสผ่าน', '', ''),
            entries: [
              answer(
                'QH_ACCOUNT_PASSWORD_RESET',
                'Reset your password',
                'ตั้งรหัสผ่านใหม่',
                'Choose Sign in, then Forgot password, and enter your e-mail address: we send a link to set a new password.',
                'เลือกเข้าสู่ระบบ แล้วเลือกลืมรหัสผ่าน และกรอกอีเมลของท่าน เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้',
              ),
            ],
          },
          {
            ...answer('QH_ACCOUNT_ASSIGN', 'I ordered as a guest', 'ฉันสั่งซื้อแบบผู้เยี่ยมชม', '', ''),
            entries: [
              answer(
                'QH_ACCOUNT_ASSIGN_HOW',
                'Add the order to your account',
                'เพิ่มคำสั่งซื้อเข้าบัญชีของท่าน',
                'Sign up with the same e-mail address, then choose Assign Order No. to my account in your profile menu and enter the order number, e-mail and mobile number of its shipping address.',
                'สมัครสมาชิกด้วยอีเมลเดียวกัน แล้วเลือกเพิ่มหมายเลขคำสั่งซื้อเข้าบัญชีในเมนูโปรไฟล์ และกรอกหมายเลขคำสั่งซื้อ อีเมล และหมายเลขโทรศัพท์ของที่อยู่จัดส่ง',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    ...answer(
      'CONTACT_US',
      'Contact Us',
      'ติดต่อเรา',
      'Write to our service team.',
      'ส่งข้อความถึงทีมบริการของเรา',
    ),
    category: 'Contact Us',
    entries: [
      {
        ...answer(
          'CONTACT_US_FORM',
          'Send us a message',
          'ส่งข้อความถึงเรา',
          'Open Contact Us, choose a subject and write your message; you may attach up to 10 pictures or PDF files. Changes of address or mobile number, cancellations, returns and refunds need you to sign in first.',
          'เปิดหน้าติดต่อเรา เลือกหัวข้อ แล้วเขียนข้อความ แนบรูปภาพหรือไฟล์ PDF ได้สูงสุด 10 ไฟล์ การเปลี่ยนที่อยู่หรือหมายเลขโทรศัพท์ การยกเลิก การคืนสินค้า และการคืนเงินต้องเข้าสู่ระบบก่อน',
        ),
      },
      {
        ...answer('CONTACT_US_REPLY', 'When will you answer?', 'จะได้รับคำตอบเมื่อไร', '', ''),
        entries: [
          answer(
            'CONTACT_US_REPLY_TIME',
            'Our answer',
            'คำตอบของเรา',
            'Our service team contacts you shortly, by e-mail with your case number. Signed-in customers also see the answer under Help & Contact, and a badge shows a new one.',
            'ทีมบริการจะติดต่อกลับโดยเร็วทางอีเมลพร้อมหมายเลขเคส ลูกค้าที่เข้าสู่ระบบดูคำตอบได้ที่เมนูช่วยเหลือและติดต่อ และจะมีสัญลักษณ์แจ้งเมื่อมีคำตอบใหม่',
          ),
        ],
      },
    ],
  },
];

/** The entries as records, each parent before its children, ordered among its siblings. */
export function chatQuestionRecords(
  topics: readonly SeedChatTopic[] = CHAT_QUESTIONS,
): QuestionRecord[] {
  const records: QuestionRecord[] = [];
  const add = (
    entries: readonly (SeedChatEntry & { readonly category?: QuestionCategory })[],
    parentId: string | null,
    inherited: QuestionCategory,
  ) => {
    entries.forEach((entry, index) => {
      const questionCategory = entry.category ?? inherited;
      records.push({
        questionId: entry.id,
        parentId,
        questionCategory,
        displayOrder: index + 1,
        name: entry.name,
        thaiName: entry.thaiName,
        content: entry.content,
        thaiContent: entry.thaiContent,
      });
      add(entry.entries ?? [], entry.id, questionCategory);
    });
  };
  add(topics, null, 'FAQ');
  return records;
}

/** Writes the chat's questions (every instance may, at every start: the seed's text wins). */
export async function seedChatQuestions(db: Queryable): Promise<void> {
  await createQuestionRepository(db).upsert(chatQuestionRecords());
}
