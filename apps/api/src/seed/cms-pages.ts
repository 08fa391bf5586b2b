import {
  CARRIER_HOLD_DAYS,
  DELIVERY_ATTEMPTS,
  DELIVERY_ESTIMATE_BUSINESS_DAYS,
  REFUND_STATEMENT_DAYS,
  RESTOCKING_FEE_THB,
  groupDigits,
} from '@rewards/domain';

/** A CMS page in one language; the content is HTML the storefront renders. */
export interface SeedCmsPage {
  readonly slug: string;
  readonly lang: 'en' | 'th';
  readonly title: string;
  readonly content: string;
}

/** The company that sells and ships; the bank only runs the points programme. */
const SELLER = {
  en: 'Rewards Store Operations Company Limited',
  th: 'บริษัท รีวอร์ดส สโตร์ โอเปอเรชั่นส์ จำกัด',
};

const fee = groupDigits(RESTOCKING_FEE_THB, 0);
const { min, max } = DELIVERY_ESTIMATE_BUSINESS_DAYS;

/** Turns a list of paragraphs and lists into the page's HTML. */
function html(blocks: readonly (string | readonly string[])[]): string {
  return blocks
    .map((block) =>
      typeof block === 'string'
        ? block.startsWith('<')
          ? block
          : `<p>${block}</p>`
        : `<ul>${block.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    )
    .join('\n');
}

const SALES_AND_REFUND_EN = html([
  '<h2>Orders</h2>',
  `Every order on this site is sold and shipped by ${SELLER.en}. Once an order is paid it cannot be cancelled or amended, and items cannot be returned because you changed your mind.`,
  '<h2>Delivery</h2>',
  [
    `Orders are delivered within ${min}-${max} business days of payment, to addresses in Thailand only. Delivery is free.`,
    `The carrier attempts delivery ${DELIVERY_ATTEMPTS} times. After the second attempt the parcel is held at the carrier's branch for ${CARRIER_HOLD_DAYS} calendar days, then returned to us.`,
    'Business addresses receive deliveries from 8 am to 6 pm, Monday to Friday, except public holidays.',
  ],
  '<h2>Returned and undelivered orders</h2>',
  `An order that comes back to us undelivered is refunded less a restocking fee of THB ${fee} per item.`,
  '<h2>Refunds</h2>',
  `Refunds are made to the card used for payment. Depending on your card issuer, a refund may take up to ${REFUND_STATEMENT_DAYS} days to appear on your statement. Points redeemed are returned to your points account.`,
  '<h2>Guest orders</h2>',
  'If you ordered as a guest, please sign up with the same e-mail address to ask for an address change, a cancellation, a return or the shipping status.',
]);

const SALES_AND_REFUND_TH = html([
  '<h2>คำสั่งซื้อ</h2>',
  `สินค้าทุกรายการบนเว็บไซต์นี้จำหน่ายและจัดส่งโดย ${SELLER.th} เมื่อชำระเงินแล้ว ไม่สามารถยกเลิกหรือแก้ไขคำสั่งซื้อได้ และไม่รับคืนสินค้าในกรณีเปลี่ยนใจ`,
  '<h2>การจัดส่ง</h2>',
  [
    `จัดส่งภายใน ${min}-${max} วันทำการนับจากวันที่ชำระเงิน เฉพาะที่อยู่ในประเทศไทย ไม่มีค่าจัดส่ง`,
    `บริษัทขนส่งจะนำส่งสินค้า ${DELIVERY_ATTEMPTS} ครั้ง หากไม่สามารถส่งได้ พัสดุจะถูกเก็บไว้ที่สาขาของบริษัทขนส่ง ${CARRIER_HOLD_DAYS} วัน แล้วจึงส่งคืนบริษัท`,
    'ที่อยู่สำหรับธุรกิจรับสินค้าได้เวลา 8.00-18.00 น. วันจันทร์ถึงวันศุกร์ ยกเว้นวันหยุดนักขัตฤกษ์',
  ],
  '<h2>คำสั่งซื้อที่ถูกส่งคืน</h2>',
  `คำสั่งซื้อที่จัดส่งไม่สำเร็จและถูกส่งคืน จะได้รับเงินคืนหลังหักค่าธรรมเนียมการจัดเก็บสินค้าคืน ${fee} บาทต่อชิ้น`,
  '<h2>การคืนเงิน</h2>',
  `เงินคืนจะโอนเข้าบัตรที่ใช้ชำระเงิน อาจใช้เวลาถึง ${REFUND_STATEMENT_DAYS} วันจึงจะปรากฏในใบแจ้งยอดบัตร ขึ้นอยู่กับผู้ออกบัตร คะแนนที่ใช้แลกจะคืนเข้าบัญชีคะแนนของท่าน`,
  '<h2>คำสั่งซื้อแบบผู้เยี่ยมชม</h2>',
  'หากสั่งซื้อโดยไม่ได้เป็นสมาชิก กรุณาสมัครสมาชิกด้วยอีเมลเดียวกัน เพื่อขอเปลี่ยนที่อยู่ ยกเลิก คืนสินค้า หรือติดตามสถานะการจัดส่ง',
]);

const TERMS_EN = html([
  '<h2>About these terms</h2>',
  `This site is operated by ${SELLER.en} for the bank's credit card members. By placing an order you accept these terms and the Sales and Refund Policy.`,
  '<h2>The bank</h2>',
  `Products are sold, delivered and supported by ${SELLER.en}. The bank is not responsible for the products, their warranty or their delivery, and only provides the points programme and card payment.`,
  '<h2>Prices and payment</h2>',
  [
    'Prices are in Thai baht and include VAT. Delivery is free.',
    'You may pay by card in full, with reward points, with points and card together, or by instalments where offered. Points cannot be used with GCS or TMS cards.',
    'Instalment plans depend on the amount and the card; the monthly amount is the total divided by the number of months, and the first payment absorbs any rounding.',
  ],
  '<h2>Engraving</h2>',
  'Engraved items are made to order. They cannot be cancelled, returned or exchanged.',
  '<h2>Cancellations and returns</h2>',
  `Orders cannot be cancelled or amended after payment, and items cannot be returned for a change of mind. Undelivered orders returned to us are refunded less THB ${fee} per item.`,
]);

const TERMS_TH = html([
  '<h2>เกี่ยวกับข้อกำหนดนี้</h2>',
  `เว็บไซต์นี้ดำเนินการโดย ${SELLER.th} สำหรับสมาชิกบัตรเครดิตของธนาคาร การสั่งซื้อถือว่าท่านยอมรับข้อกำหนดนี้และนโยบายการขายและการคืนเงิน`,
  '<h2>ธนาคาร</h2>',
  `สินค้าจำหน่าย จัดส่ง และดูแลหลังการขายโดย ${SELLER.th} ธนาคารไม่มีส่วนรับผิดชอบต่อสินค้า การรับประกัน หรือการจัดส่ง โดยให้บริการเฉพาะโปรแกรมคะแนนสะสมและการชำระเงินด้วยบัตร`,
  '<h2>ราคาและการชำระเงิน</h2>',
  [
    'ราคาเป็นเงินบาทและรวมภาษีมูลค่าเพิ่มแล้ว ไม่มีค่าจัดส่ง',
    'ชำระเต็มจำนวนด้วยบัตร ด้วยคะแนนสะสม ด้วยคะแนนร่วมกับบัตร หรือผ่อนชำระเมื่อมีให้เลือก คะแนนสะสมใช้ร่วมกับบัตร GCS หรือ TMS ไม่ได้',
    'แผนผ่อนชำระขึ้นอยู่กับยอดซื้อและบัตร ยอดผ่อนต่อเดือนเท่ากับยอดรวมหารด้วยจำนวนเดือน โดยงวดแรกรับส่วนต่างจากการปัดเศษ',
  ],
  '<h2>การสลักข้อความ</h2>',
  'สินค้าที่สลักข้อความเป็นสินค้าสั่งทำพิเศษ ไม่สามารถยกเลิก คืน หรือเปลี่ยนได้',
  '<h2>การยกเลิกและการคืนสินค้า</h2>',
  `ไม่สามารถยกเลิกหรือแก้ไขคำสั่งซื้อหลังชำระเงิน และไม่รับคืนสินค้าในกรณีเปลี่ยนใจ คำสั่งซื้อที่จัดส่งไม่สำเร็จและถูกส่งคืนจะได้รับเงินคืนหลังหัก ${fee} บาทต่อชิ้น`,
]);

const PRIVACY_EN = html([
  '<h2>What we collect</h2>',
  "To deliver your order we keep your name, e-mail address, mobile number and billing and shipping addresses. Card numbers are entered on the payment provider's page and never reach this site.",
  '<h2>How we use it</h2>',
  [
    'To process, deliver and support your orders.',
    'To answer your messages through Contact Us.',
    'To credit and debit your reward points with the bank.',
  ],
  '<h2>Your rights</h2>',
  'Under the Personal Data Protection Act B.E. 2562 you may ask to see, correct or delete your personal data. Write to us through Contact Us.',
]);

const PRIVACY_TH = html([
  '<h2>ข้อมูลที่เราเก็บ</h2>',
  'เพื่อจัดส่งคำสั่งซื้อ เราเก็บชื่อ อีเมล หมายเลขโทรศัพท์มือถือ และที่อยู่สำหรับออกใบเสร็จและจัดส่ง หมายเลขบัตรกรอกบนหน้าของผู้ให้บริการชำระเงินและไม่ผ่านเว็บไซต์นี้',
  '<h2>การใช้ข้อมูล</h2>',
  [
    'เพื่อดำเนินการ จัดส่ง และดูแลคำสั่งซื้อของท่าน',
    'เพื่อตอบข้อความที่ท่านส่งผ่านหน้าติดต่อเรา',
    'เพื่อตัดและคืนคะแนนสะสมกับธนาคาร',
  ],
  '<h2>สิทธิของท่าน</h2>',
  'ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 ท่านขอดู แก้ไข หรือลบข้อมูลส่วนบุคคลของท่านได้ โดยติดต่อเราผ่านหน้าติดต่อเรา',
]);

const ABOUT_EN = html([
  `The Rewards Store is where the bank's card members turn KSC FOREVER points into the devices they love. ${SELLER.en} sources every product from authorised distributors in Thailand, with full Thai warranty.`,
  'Pay by card, with points, with both, or in instalments, and have it delivered to your door free of charge.',
]);

const ABOUT_TH = html([
  `ร้านค้าแลกคะแนนเป็นที่ที่สมาชิกบัตรของธนาคารเปลี่ยนคะแนน KSC FOREVER เป็นอุปกรณ์ที่ชื่นชอบ ${SELLER.th} จัดหาสินค้าทุกชิ้นจากผู้จัดจำหน่ายที่ได้รับอนุญาตในประเทศไทย พร้อมการรับประกันศูนย์ไทย`,
  'ชำระด้วยบัตร ด้วยคะแนน ทั้งสองอย่าง หรือผ่อนชำระ และรับสินค้าถึงหน้าบ้านโดยไม่มีค่าจัดส่ง',
]);

export const CMS_PAGES: readonly SeedCmsPage[] = [
  { slug: 'term-and-condition', lang: 'en', title: 'Terms of Use', content: TERMS_EN },
  { slug: 'term-and-condition', lang: 'th', title: 'ข้อกำหนดการใช้งาน', content: TERMS_TH },
  { slug: 'privacy', lang: 'en', title: 'Privacy Policy', content: PRIVACY_EN },
  { slug: 'privacy', lang: 'th', title: 'นโยบายความเป็นส่วนตัว', content: PRIVACY_TH },
  {
    slug: 'sales-refund',
    lang: 'en',
    title: 'Sales and Refund Policy',
    content: SALES_AND_REFUND_EN,
  },
  {
    slug: 'sales-refund',
    lang: 'th',
    title: 'นโยบายการขายและการคืนเงิน',
    content: SALES_AND_REFUND_TH,
  },
  { slug: 'about', lang: 'en', title: 'About Us', content: ABOUT_EN },
  { slug: 'about', lang: 'th', title: 'เกี่ยวกับเรา', content: ABOUT_TH },
];

/** The How to Buy page, in two parts. */
export interface SeedHowItWork {
  readonly lang: 'en' | 'th';
  readonly content: string;
  readonly content2: string;
}

export const HOW_IT_WORK: readonly SeedHowItWork[] = [
  {
    lang: 'en',
    content: html([
      '<h2>How to buy</h2>',
      '<ol><li>Choose a product, its colour and capacity, and add AppleCare+ or engraving if you like.</li><li>Open the cart, tick the items to buy and press Checkout.</li><li>Sign in, sign up, or continue as a guest, and enter the billing and shipping addresses.</li><li>Choose how to pay: card, points, points and card, or instalments.</li><li>Review the order, accept the terms and pay on the secure payment page.</li></ol>',
    ]),
    content2: html([
      '<h2>Paying with points</h2>',
      '1,000 KSC FOREVER points are worth THB 6 with a KCC card. Points can pay for the whole order, part of it, or the whole order at 12% off. Points cannot be used with GCS or TMS cards.',
      '<h2>Instalments</h2>',
      'Orders from THB 3,000 can be paid in 3 or 4 months at 0%; from THB 10,000 in up to 6 months at 0%; from THB 30,000 in 10 months with KCC and AYCAP cards.',
    ]),
  },
  {
    lang: 'th',
    content: html([
      '<h2>วิธีการสั่งซื้อ</h2>',
      '<ol><li>เลือกสินค้า สี และความจุ เพิ่ม AppleCare+ หรือสลักข้อความได้ตามต้องการ</li><li>เปิดตะกร้าสินค้า เลือกรายการที่ต้องการซื้อ แล้วกดชำระเงิน</li><li>เข้าสู่ระบบ สมัครสมาชิก หรือสั่งซื้อแบบผู้เยี่ยมชม แล้วกรอกที่อยู่สำหรับออกใบเสร็จและจัดส่ง</li><li>เลือกวิธีชำระเงิน: บัตร คะแนน คะแนนร่วมกับบัตร หรือผ่อนชำระ</li><li>ตรวจสอบคำสั่งซื้อ ยอมรับข้อกำหนด แล้วชำระเงินในหน้าชำระเงินที่ปลอดภัย</li></ol>',
    ]),
    content2: html([
      '<h2>การชำระด้วยคะแนน</h2>',
      'คะแนน KSC FOREVER 1,000 คะแนนมีมูลค่า 6 บาทสำหรับบัตร KCC ใช้คะแนนชำระได้ทั้งหมด บางส่วน หรือทั้งหมดพร้อมรับส่วนลด 12% คะแนนใช้ร่วมกับบัตร GCS หรือ TMS ไม่ได้',
      '<h2>การผ่อนชำระ</h2>',
      'ยอดซื้อตั้งแต่ 3,000 บาท ผ่อน 0% ได้ 3 หรือ 4 เดือน ตั้งแต่ 10,000 บาท ผ่อน 0% ได้สูงสุด 6 เดือน ตั้งแต่ 30,000 บาท ผ่อนได้ 10 เดือนกับบัตร KCC และ AYCAP',
    ]),
  },
];
