import * as t from 'io-ts';
import { IntegerFromString } from '../codecs';
import { Category, CategoryList } from '../category';
import { PromotionBannerBody } from '../banner';
import { route } from './route';

const CategoryParams = t.type({ categoryId: IntegerFromString }, 'CategoryParams');

/** `category` and `promotion-banner`: the shop's shelves and its home-page banners (no prices). */
export const catalogueRoutes = {
  categories: route({ method: 'GET', path: '/category', response: CategoryList }),
  category: route({
    method: 'GET',
    path: '/category/:categoryId',
    params: CategoryParams,
    response: Category,
  }),
  promotionBanners: route({
    method: 'GET',
    path: '/promotion-banner',
    response: PromotionBannerBody,
  }),
} as const;
