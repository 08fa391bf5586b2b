import type { BannerArt } from '../images/banner-image';
import { colour } from './reference';

function hex(name: string): string {
  return colour(name).hex;
}

/**
 * The artwork of the banners and carousel slides, by id: what
 * `/images/banners/:id` (or `:id.svg`) draws. The seed's banner and slide rows point at
 * these ids.
 */
export const BANNER_ART: Readonly<Record<string, BannerArt>> = {
  'iphone-17-pro': {
    headline: { en: 'iPhone 17 Pro', th: 'ไอโฟน 17 โปร' },
    subline: {
      en: 'From THB 45,900, or 0% instalments up to 6 months',
      th: 'เริ่มต้น 45,900 บาท หรือผ่อน 0% นานสูงสุด 6 เดือน',
    },
    devices: [
      { kind: 'phone', hex: hex('Cosmic Orange') },
      { kind: 'phone', hex: hex('Deep Blue') },
      { kind: 'phone', hex: hex('Silver') },
    ],
    background: '#101014',
  },
  'airpods-pro-3': {
    headline: { en: 'AirPods Pro 3', th: 'แอร์พอดส์ โปร 3' },
    subline: {
      en: 'Free engraving in English or Thai',
      th: 'สลักข้อความฟรี ทั้งภาษาไทยและภาษาอังกฤษ',
    },
    devices: [{ kind: 'earbuds', hex: hex('White') }],
    background: '#E8EEF5',
  },
  'macbook-pro': {
    headline: { en: 'MacBook Pro with M5', th: 'แมคบุ๊ก โปร ชิป M5' },
    subline: {
      en: 'Pay with KSC FOREVER points and card',
      th: 'ชำระด้วยคะแนน KSC FOREVER ร่วมกับบัตร',
    },
    devices: [{ kind: 'laptop', hex: hex('Space Black') }],
    background: '#2B2B2D',
  },
  'watch-series-11': {
    headline: { en: 'Apple Watch Series 11', th: 'แอปเปิล วอทช์ ซีรีส์ 11' },
    subline: { en: 'From THB 14,900', th: 'เริ่มต้น 14,900 บาท' },
    devices: [
      { kind: 'watch', hex: hex('Rose Gold') },
      { kind: 'watch', hex: hex('Jet Black') },
    ],
    background: '#F6E7E1',
  },
  'slide-points': {
    headline: { en: 'Redeem your points', th: 'แลกคะแนนสะสม' },
    subline: {
      en: '1,000 points = THB 6 with your KCC card',
      th: '1,000 คะแนน = 6 บาท สำหรับบัตร KCC',
    },
    devices: [
      { kind: 'tablet', hex: hex('Purple') },
      { kind: 'phone', hex: hex('Lavender') },
    ],
    background: '#5B2A86',
  },
  'slide-instalments': {
    headline: { en: '0% instalments', th: 'ผ่อน 0%' },
    subline: {
      en: 'Up to 6 months on orders from THB 10,000',
      th: 'นานสูงสุด 6 เดือน เมื่อซื้อครบ 10,000 บาท',
    },
    devices: [{ kind: 'laptop', hex: hex('Sky Blue') }],
    background: '#D9E8F5',
  },
  'slide-delivery': {
    headline: { en: 'Free delivery', th: 'จัดส่งฟรี' },
    subline: { en: 'To your door in 4-7 business days', th: 'ถึงหน้าบ้านภายใน 4-7 วันทำการ' },
    devices: [
      { kind: 'speaker', hex: hex('Orange') },
      { kind: 'speaker', hex: hex('Blue') },
    ],
    background: '#FFF4E0',
  },
  'slide-iphone-air': {
    headline: { en: 'iPhone Air', th: 'ไอโฟน แอร์' },
    subline: { en: 'Just 5.6 mm thin', th: 'บางเพียง 5.6 มม.' },
    devices: [
      { kind: 'phone', hex: hex('Sky Blue') },
      { kind: 'phone', hex: hex('Light Gold') },
    ],
    background: '#EEF3F8',
  },
  'slide-iphone-cases': {
    headline: { en: 'Cases for iPhone 17 Pro', th: 'เคสสำหรับไอโฟน 17 โปร' },
    subline: { en: 'Silicone with MagSafe, THB 1,990', th: 'ซิลิโคนพร้อม MagSafe ราคา 1,990 บาท' },
    devices: [
      { kind: 'case', hex: hex('Orange') },
      { kind: 'case', hex: hex('Sage') },
    ],
    background: '#F3EFE8',
  },
  'slide-mac-air': {
    headline: { en: 'MacBook Air', th: 'แมคบุ๊ก แอร์' },
    subline: { en: 'Now in Sky Blue', th: 'มาพร้อมสีฟ้าสกาย' },
    devices: [{ kind: 'laptop', hex: hex('Sky Blue') }],
    background: '#E6F0F8',
  },
  'slide-imac': {
    headline: { en: 'iMac', th: 'ไอแมค' },
    subline: { en: 'Five colours, one M4 chip', th: 'ห้าสีสัน หนึ่งชิป M4' },
    devices: [
      { kind: 'desktop', hex: hex('Blue') },
      { kind: 'desktop', hex: hex('Pink') },
    ],
    background: '#F7F1F4',
  },
};
