import type { DeviceKind } from '../images/devices';
import { productImageUrl } from '../images/image-urls';
import { colour } from './reference';

export interface SeedCategory {
  readonly categoryId: number;
  readonly name: string;
  readonly thaiName: string;
  readonly imageUrl: string;
  readonly displayOrderBar: number;
  /** Its first digit groups the home grid. */
  readonly displayOrderGrid: number;
  readonly useListing: boolean;
}

export interface SeedSubCategory {
  readonly subCategoryId: number;
  readonly categoryId: number;
  readonly name: string;
  readonly thaiName: string;
  readonly displayOrder: number;
}

export interface SeedCatalogue {
  readonly catalogueId: number;
  readonly categoryId: number;
  readonly name: string;
  readonly thaiName: string;
  /** Above 10 the storefront splits it into main order (tens) and sub order (units). */
  readonly displayOrder: number;
  readonly displaySubOrder: number;
  readonly highlight: boolean;
  readonly useListing: boolean;
  readonly imageUrl: string;
  readonly textLine2?: string;
  readonly fontSize2?: string;
  readonly textColor2?: string;
  readonly fontType2?: string;
  /** The page's background; black gives the dark theme. */
  readonly bgColor?: string;
  readonly displayPosition?: string;
}

function picture(kind: DeviceKind, colourName: string): string {
  return productImageUrl(kind, colour(colourName).hex);
}

export const CATEGORIES: readonly SeedCategory[] = [
  {
    categoryId: 1,
    name: 'iPhone',
    thaiName: 'ไอโฟน',
    imageUrl: picture('phone', 'Cosmic Orange'),
    displayOrderBar: 1,
    displayOrderGrid: 11,
    useListing: false,
  },
  {
    categoryId: 2,
    name: 'iPad',
    thaiName: 'ไอแพด',
    imageUrl: picture('tablet', 'Blue'),
    displayOrderBar: 2,
    displayOrderGrid: 12,
    useListing: false,
  },
  {
    categoryId: 3,
    name: 'Mac',
    thaiName: 'แมค',
    imageUrl: picture('laptop', 'Sky Blue'),
    displayOrderBar: 3,
    displayOrderGrid: 13,
    useListing: false,
  },
  {
    categoryId: 4,
    name: 'Watch',
    thaiName: 'วอทช์',
    imageUrl: picture('watch', 'Rose Gold'),
    displayOrderBar: 4,
    displayOrderGrid: 21,
    useListing: false,
  },
  {
    categoryId: 5,
    name: 'AirPods',
    thaiName: 'แอร์พอดส์',
    imageUrl: picture('earbuds', 'White'),
    displayOrderBar: 5,
    displayOrderGrid: 22,
    useListing: false,
  },
  {
    categoryId: 6,
    name: 'TV & Home',
    thaiName: 'ทีวีและบ้าน',
    imageUrl: picture('speaker', 'Blue'),
    displayOrderBar: 6,
    displayOrderGrid: 23,
    useListing: false,
  },
  {
    categoryId: 7,
    name: 'Accessories',
    thaiName: 'อุปกรณ์เสริม',
    imageUrl: picture('pencil', 'White'),
    displayOrderBar: 7,
    displayOrderGrid: 31,
    useListing: true,
  },
];

export const SUB_CATEGORIES: readonly SeedSubCategory[] = [
  { subCategoryId: 31, categoryId: 3, name: 'Laptops', thaiName: 'โน้ตบุ๊ก', displayOrder: 1 },
  { subCategoryId: 32, categoryId: 3, name: 'Desktops', thaiName: 'เดสก์ท็อป', displayOrder: 2 },
  {
    subCategoryId: 71,
    categoryId: 7,
    name: 'Apple Pencil',
    thaiName: 'แอปเปิล เพนซิล',
    displayOrder: 1,
  },
  { subCategoryId: 72, categoryId: 7, name: 'AirTag', thaiName: 'แอร์แท็ก', displayOrder: 2 },
  {
    subCategoryId: 73,
    categoryId: 7,
    name: 'Power & Cables',
    thaiName: 'อะแดปเตอร์และสายชาร์จ',
    displayOrder: 3,
  },
  { subCategoryId: 74, categoryId: 7, name: 'Cases', thaiName: 'เคส', displayOrder: 4 },
];

interface CatalogueInput {
  readonly catalogueId: number;
  readonly name: string;
  readonly thaiName: string;
  readonly displayOrder: number;
  readonly displaySubOrder?: number;
  readonly kind: DeviceKind;
  readonly colour: string;
  readonly highlight?: boolean;
  readonly tagline?: string;
  readonly bgColor?: string;
}

function catalogues(categoryId: number, inputs: readonly CatalogueInput[]): SeedCatalogue[] {
  return inputs.map((input) => ({
    catalogueId: input.catalogueId,
    categoryId,
    name: input.name,
    thaiName: input.thaiName,
    displayOrder: input.displayOrder,
    displaySubOrder: input.displaySubOrder ?? 0,
    highlight: input.highlight ?? false,
    useListing: categoryId === 7,
    imageUrl: picture(input.kind, input.colour),
    ...(input.tagline === undefined
      ? {}
      : {
          textLine2: input.tagline,
          fontSize2: '18px',
          textColor2: input.bgColor === '#000000' ? '#F5F5F7' : '#1D1D1F',
          fontType2: 'bold',
          displayPosition: 'left',
        }),
    ...(input.bgColor === undefined ? {} : { bgColor: input.bgColor }),
  }));
}

export const CATALOGUES: readonly SeedCatalogue[] = [
  ...catalogues(1, [
    {
      catalogueId: 101,
      name: 'iPhone 17 Pro',
      thaiName: 'ไอโฟน 17 โปร',
      displayOrder: 1,
      kind: 'phone',
      colour: 'Cosmic Orange',
      highlight: true,
      tagline: 'Pro cameras. All-day battery.',
      bgColor: '#000000',
    },
    {
      catalogueId: 102,
      name: 'iPhone Air',
      thaiName: 'ไอโฟน แอร์',
      displayOrder: 2,
      kind: 'phone',
      colour: 'Sky Blue',
      highlight: true,
      tagline: 'The thinnest iPhone yet.',
    },
    {
      catalogueId: 103,
      name: 'iPhone 17',
      thaiName: 'ไอโฟน 17',
      displayOrder: 3,
      kind: 'phone',
      colour: 'Lavender',
    },
    {
      catalogueId: 104,
      name: 'iPhone 16e',
      thaiName: 'ไอโฟน 16e',
      displayOrder: 4,
      kind: 'phone',
      colour: 'Black',
    },
  ]),
  ...catalogues(2, [
    {
      catalogueId: 201,
      name: 'iPad Pro',
      thaiName: 'ไอแพด โปร',
      displayOrder: 1,
      kind: 'tablet',
      colour: 'Space Black',
      highlight: true,
    },
    {
      catalogueId: 202,
      name: 'iPad Air',
      thaiName: 'ไอแพด แอร์',
      displayOrder: 2,
      kind: 'tablet',
      colour: 'Blue',
    },
    {
      catalogueId: 203,
      name: 'iPad',
      thaiName: 'ไอแพด',
      displayOrder: 3,
      kind: 'tablet',
      colour: 'Yellow',
    },
    {
      catalogueId: 204,
      name: 'iPad mini',
      thaiName: 'ไอแพด มินิ',
      displayOrder: 4,
      kind: 'tablet',
      colour: 'Purple',
    },
  ]),
  ...catalogues(3, [
    {
      catalogueId: 301,
      name: 'MacBook Air',
      thaiName: 'แมคบุ๊ก แอร์',
      displayOrder: 1,
      kind: 'laptop',
      colour: 'Sky Blue',
    },
    {
      catalogueId: 302,
      name: 'MacBook Pro',
      thaiName: 'แมคบุ๊ก โปร',
      displayOrder: 2,
      kind: 'laptop',
      colour: 'Space Black',
      highlight: true,
    },
    {
      catalogueId: 303,
      name: 'iMac',
      thaiName: 'ไอแมค',
      displayOrder: 3,
      kind: 'desktop',
      colour: 'Blue',
    },
    {
      catalogueId: 304,
      name: 'Mac mini',
      thaiName: 'แมค มินิ',
      displayOrder: 4,
      kind: 'mini',
      colour: 'Silver',
    },
  ]),
  ...catalogues(4, [
    {
      catalogueId: 401,
      name: 'Apple Watch Series 11',
      thaiName: 'แอปเปิล วอทช์ ซีรีส์ 11',
      displayOrder: 1,
      kind: 'watch',
      colour: 'Rose Gold',
      highlight: true,
    },
    {
      catalogueId: 402,
      name: 'Apple Watch Ultra 3',
      thaiName: 'แอปเปิล วอทช์ อัลตร้า 3',
      displayOrder: 2,
      kind: 'watch',
      colour: 'Natural',
      bgColor: '#000000',
      tagline: 'Built for the wild.',
    },
    {
      catalogueId: 403,
      name: 'Apple Watch SE 3',
      thaiName: 'แอปเปิล วอทช์ SE 3',
      displayOrder: 3,
      kind: 'watch',
      colour: 'Midnight',
    },
  ]),
  ...catalogues(5, [
    {
      catalogueId: 501,
      name: 'AirPods Pro 3',
      thaiName: 'แอร์พอดส์ โปร 3',
      displayOrder: 1,
      kind: 'earbuds',
      colour: 'White',
      highlight: true,
    },
    {
      catalogueId: 502,
      name: 'AirPods 4',
      thaiName: 'แอร์พอดส์ 4',
      displayOrder: 2,
      kind: 'earbuds',
      colour: 'White',
    },
    {
      catalogueId: 503,
      name: 'AirPods Max',
      thaiName: 'แอร์พอดส์ แม็กซ์',
      displayOrder: 3,
      kind: 'headphones',
      colour: 'Midnight',
    },
  ]),
  ...catalogues(6, [
    {
      catalogueId: 601,
      name: 'Apple TV 4K',
      thaiName: 'แอปเปิล ทีวี 4K',
      displayOrder: 1,
      kind: 'tvbox',
      colour: 'Black',
    },
    {
      catalogueId: 602,
      name: 'HomePod mini',
      thaiName: 'โฮมพอด มินิ',
      displayOrder: 2,
      kind: 'speaker',
      colour: 'Blue',
    },
  ]),
  ...catalogues(7, [
    {
      catalogueId: 701,
      name: 'Apple Pencil',
      thaiName: 'แอปเปิล เพนซิล',
      displayOrder: 11,
      kind: 'pencil',
      colour: 'White',
    },
    {
      catalogueId: 702,
      name: 'AirTag',
      thaiName: 'แอร์แท็ก',
      displayOrder: 12,
      kind: 'tag',
      colour: 'Silver',
    },
    {
      catalogueId: 703,
      name: 'Power & Cables',
      thaiName: 'อะแดปเตอร์และสายชาร์จ',
      displayOrder: 21,
      kind: 'charger',
      colour: 'White',
    },
    {
      catalogueId: 704,
      name: 'iPhone Cases',
      thaiName: 'เคสไอโฟน',
      displayOrder: 22,
      displaySubOrder: 1,
      kind: 'case',
      colour: 'Orange',
    },
  ]),
];
