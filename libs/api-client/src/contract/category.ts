import * as t from 'io-ts';
import { Integer, NonNegativeInteger, YesNo, struct } from './codecs';

/** A slide of a category's carousel (also used on the home page). */
export const CarouselEntry = struct(
  'CarouselEntry',
  { imageUrl: t.string },
  {
    imageUrlLine1: t.string,
    bgColor: t.string,
    textColor: t.string,
    description: t.string,
    thaiDescription: t.string,
    hkDescription: t.string,
    url: t.string,
  },
);
export type CarouselEntry = t.TypeOf<typeof CarouselEntry>;

/** A catalogue tile of a category (iPhone 17 Pro, MacBook Air...). */
export const Catalogue = struct(
  'Catalogue',
  {
    catalogueId: Integer,
    categoryId: Integer,
    name: t.string,
    thaiName: t.string,
    displayOrder: NonNegativeInteger,
    displaySubOrder: NonNegativeInteger,
    highlight: YesNo,
    useListing: YesNo,
    hasItemNew: YesNo,
    imageUrl: t.string,
  },
  {
    imageUrl1: t.string,
    imageUrlLine1: t.string,
    textLine2: t.string,
    fontSize2: t.string,
    textColor2: t.string,
    fontType2: t.string,
    bgColor: t.string,
    displayPosition: t.string,
    detailImageUrl: t.string,
  },
);
export type Catalogue = t.TypeOf<typeof Catalogue>;

/** A sub-category of the item list's side menu. */
export const SubCategory = t.type(
  {
    subCategoryId: Integer,
    name: t.string,
    thaiName: t.string,
    displayOrder: NonNegativeInteger,
  },
  'SubCategory',
);
export type SubCategory = t.TypeOf<typeof SubCategory>;

/** A category with its catalogues, sub-categories and carousel. */
export const Category = t.type(
  {
    categoryId: Integer,
    name: t.string,
    thaiName: t.string,
    imageUrl: t.string,
    displayOrderBar: NonNegativeInteger,
    displayOrderGrid: NonNegativeInteger,
    useListing: YesNo,
    catalogues: t.readonlyArray(Catalogue),
    subCategories: t.readonlyArray(SubCategory),
    categoryBanners: t.readonlyArray(CarouselEntry),
  },
  'Category',
);
export type Category = t.TypeOf<typeof Category>;

export const CategoryList = t.readonlyArray(Category, 'CategoryList');
