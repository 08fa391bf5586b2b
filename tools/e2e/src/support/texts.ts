import type { Lang } from './browser';

/**
 * What a visitor reads, in each language: the accessible names the journeys
 * look for and the texts they expect. Written out here rather than imported
 * from libs/messages, so that a wrong or missing translation fails a journey
 * instead of being repeated by it. Item and category names come from the seed.
 */
export interface ShopTexts {
  readonly homeTitle: string;
  readonly iphoneCategory: string;
  readonly iphone17ProCatalogue: string;
  readonly iphone17Pro256Silver: string;
  /** iPhone 17 Pro 256GB at THB 45,900 in the `0,0` format, and its instalments in `0,0.00`. */
  readonly price45900: string;
  readonly monthly3Of45900: string;
  readonly total45900: string;
  readonly page: (n: number) => string;
  readonly nextPage: string;
  readonly itemCount: (n: number) => RegExp;
  readonly seePaymentOptions: string;
  readonly paymentOptionTitle: string;
  readonly backToItem: string;
  readonly addToCart: string;
  readonly addedTitle: string;
  readonly ok: string;
  readonly cart: (count: number) => string;
  readonly otherLanguage: string;
  readonly ipadPro512WifiSilver: string;
  /** Colour values of the attribute picker. */
  readonly spaceBlack: string;
  readonly silver: string;
  readonly price47900: string;
  readonly notAvailable: string;
  readonly addEngraving: string;
  readonly line: (n: number) => RegExp;
  readonly confirmEngraving: string;
  readonly saveEngraving: string;
  readonly engravedLine: (n: number, text: string) => string;
  /** The domain's message for Thai on an item that does not take it. */
  readonly thaiNotAllowed: string;
  readonly searchField: string;
  readonly resultsFor: (q: string) => string;
  readonly sortBy: string;
  readonly sortPriceAscending: string;
  readonly sortPriceDescending: string;
  readonly termsOfUse: string;
  readonly salesRefund: string;
  readonly salesRefundTitle: string;
  readonly restockingFee: RegExp;
  readonly aboutUs: string;
  readonly notFoundTitle: string;
  readonly backToHome: string;
  readonly maintenanceTitle: string;
}

export const TEXTS: Record<Lang, ShopTexts> = {
  en: {
    homeTitle: 'Apple products with your card rewards',
    iphoneCategory: 'iPhone',
    iphone17ProCatalogue: 'iPhone 17 Pro',
    iphone17Pro256Silver: 'iPhone 17 Pro 256GB Silver',
    price45900: 'THB 45,900',
    monthly3Of45900: 'THB 15,300.00/month',
    total45900: 'Total THB 45,900.00',
    page: (n) => `Page ${n}`,
    nextPage: 'Next page',
    itemCount: (n) => new RegExp(`^${n} items?$`),
    seePaymentOptions: 'See payment options',
    paymentOptionTitle: 'Your Payment Option',
    backToItem: 'Back to the item',
    addToCart: 'Add to cart',
    addedTitle: 'Item added to cart',
    ok: 'OK',
    cart: (count) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    otherLanguage: 'ไทย',
    ipadPro512WifiSilver: 'iPad Pro 11-inch (M5) 512GB Wi-Fi Silver',
    spaceBlack: 'Space Black',
    silver: 'Silver',
    price47900: 'THB 47,900',
    notAvailable: '(not available)',
    addEngraving: 'Add engraving',
    line: (n) => new RegExp(`^Line ${n}( \\(optional\\))?$`),
    confirmEngraving: 'I have checked the text and want it engraved as shown.',
    saveEngraving: 'Save engraving',
    engravedLine: (n, text) => `Line ${n}: ${text}`,
    thaiNotAllowed: 'Thai characters cannot be engraved on this item',
    searchField: 'Search for items',
    resultsFor: (q) => `Results for “${q}”`,
    sortBy: 'Sort by',
    sortPriceAscending: 'Price ascending',
    sortPriceDescending: 'Price descending',
    termsOfUse: 'Terms of Use',
    salesRefund: 'Sales & Refund Policy',
    salesRefundTitle: 'Sales and Refund Policy',
    restockingFee: /restocking fee of THB 1,500 per item/,
    aboutUs: 'About Us',
    notFoundTitle: 'Page not found',
    backToHome: 'Back to home',
    maintenanceTitle: 'We will be back soon',
  },
  th: {
    homeTitle: 'สินค้า Apple แลกด้วยสิทธิประโยชน์จากบัตรของคุณ',
    iphoneCategory: 'ไอโฟน',
    iphone17ProCatalogue: 'ไอโฟน 17 โปร',
    iphone17Pro256Silver: 'ไอโฟน 17 โปร 256GB สีเงิน',
    price45900: '45,900 บาท',
    monthly3Of45900: '15,300.00 บาท/เดือน',
    total45900: 'รวมทั้งสิ้น 45,900.00 บาท',
    page: (n) => `หน้า ${n}`,
    nextPage: 'หน้าถัดไป',
    itemCount: (n) => new RegExp(`^${n} รายการ$`),
    seePaymentOptions: 'ดูตัวเลือกการชำระเงิน',
    paymentOptionTitle: 'ตัวเลือกการชำระเงินของคุณ',
    backToItem: 'กลับไปที่สินค้า',
    addToCart: 'เพิ่มลงตะกร้า',
    addedTitle: 'เพิ่มสินค้าลงตะกร้าแล้ว',
    ok: 'ตกลง',
    cart: (count) => `ตะกร้าสินค้า ${count} ชิ้น`,
    otherLanguage: 'EN',
    ipadPro512WifiSilver: 'ไอแพด โปร 11 นิ้ว (M5) 512GB Wi-Fi สีเงิน',
    spaceBlack: 'ดำสเปซ',
    silver: 'เงิน',
    price47900: '47,900 บาท',
    notAvailable: '(ไม่มีจำหน่าย)',
    addEngraving: 'เพิ่มการสลักข้อความ',
    line: (n) => new RegExp(`^บรรทัดที่ ${n}( \\(ไม่บังคับ\\))?$`),
    confirmEngraving: 'ฉันตรวจสอบข้อความแล้ว และต้องการให้สลักตามที่แสดง',
    saveEngraving: 'บันทึกข้อความสลัก',
    engravedLine: (n, text) => `บรรทัดที่ ${n}: ${text}`,
    thaiNotAllowed: 'สินค้านี้ไม่สามารถสลักตัวอักษรภาษาไทยได้',
    searchField: 'ค้นหาสินค้า',
    resultsFor: (q) => `ผลการค้นหา “${q}”`,
    sortBy: 'เรียงตาม',
    sortPriceAscending: 'ราคาต่ำไปสูง',
    sortPriceDescending: 'ราคาสูงไปต่ำ',
    termsOfUse: 'ข้อกำหนดการใช้งาน',
    salesRefund: 'นโยบายการขายและการคืนเงิน',
    salesRefundTitle: 'นโยบายการขายและการคืนเงิน',
    restockingFee: /ค่าธรรมเนียมการจัดเก็บสินค้าคืน 1,500 บาทต่อชิ้น/,
    aboutUs: 'เกี่ยวกับเรา',
    notFoundTitle: 'ไม่พบหน้าที่คุณต้องการ',
    backToHome: 'กลับสู่หน้าแรก',
    maintenanceTitle: 'ปิดปรับปรุงระบบชั่วคราว',
  },
};
