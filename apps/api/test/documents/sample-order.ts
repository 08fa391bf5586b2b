import type { DocumentOrder } from '../../src/documents/document-body';

/** An order with Thai names that stack marks (ที่, ผู้, น้ำ) and SARA AM (ชำระ). */
export const SAMPLE_ORDER: DocumentOrder = {
  poNumber: 'RS00000042',
  status: 'PAID',
  owner: 'customer:1',
  lang: 'th',
  totalAmount: '30890.00',
  promotionDiscount: '0.00',
  billing: {
    fullName: 'สมชาย ใจดี',
    companyName: 'บริษัท ผู้ซื้อที่ดี จำกัด',
    taxId: '0105561234564',
    address1: '99/1 อาคารน้ำใส',
    street: 'ถนนสีลม',
    district: 'สีลม',
    city: 'บางรัก',
    postalCode: '10500',
  },
  units: [
    {
      subOrderNumber: 'RS0000004201',
      itemName: 'iPhone 17 128GB Black',
      thaiItemName: 'ไอโฟน 17 ความจุ 128GB สีดำ ที่ผู้ใช้ชำระแล้ว',
      partNumber: 'MG6H4TH/A',
      unitPrice: '25900.00',
      carePlan: {
        code: 'AC-IPHONE',
        name: 'AppleCare+ for iPhone',
        thaiName: 'แอปเปิลแคร์พลัส สำหรับไอโฟน น้ำตก',
        price: '4990.00',
      },
    },
  ],
};
