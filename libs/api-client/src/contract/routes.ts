import * as t from 'io-ts';
import { IntegerFromString, Lang } from './codecs';
import {
  Attribute,
  Color,
  ConfigBody,
  CountryCallingCodeBody,
  GuestUuid,
  IppConfigBody,
  LogoBody,
  NoticeBody,
  Ping,
  PriceCodeBody,
  Region,
} from './common';
import { Category, CategoryList } from './category';
import { PromotionBannerBody } from './banner';
import {
  CatalogueParams,
  Item,
  ItemCodeParams,
  ItemList,
  ItemMessageList,
  SearchItemsRequest,
  SearchRequest,
  SearchResponse,
} from './item';
import { CmsPage, HowItWork, SitemapUpdateBody, SitemapUpdateRequest } from './cms';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint: where it is and the codecs of everything that crosses the
 * wire. The server decodes `params`, `query` and `body` with these codecs;
 * the client encodes them with the same codecs and decodes `response`.
 */
export interface Route<P, Q, B, R> {
  readonly method: Method;
  /** Below `/backend/api`, with `:name` path parameters. */
  readonly path: string;
  readonly params: t.Type<P, Record<string, string>, unknown>;
  readonly query: t.Type<Q, Record<string, string | undefined>, unknown>;
  readonly body: t.Type<B, unknown, unknown>;
  readonly response: t.Type<R, unknown, unknown>;
  /** Whether a bearer token is required (`'required'`), used when present (`'optional'`), or ignored. */
  readonly auth: 'none' | 'optional' | 'required';
}

/** Every call carries the language; the server answers in it. */
export const LangQuery = t.exact(t.partial({ lang: Lang }), 'LangQuery');
export type LangQuery = t.TypeOf<typeof LangQuery>;

const NoParams = t.type({}, 'NoParams');
const NoBody = t.undefined;

function route<P = Record<never, never>, Q = LangQuery, B = undefined, R = unknown>(definition: {
  method: Method;
  path: string;
  response: t.Type<R, unknown, unknown>;
  params?: t.Type<P, Record<string, string>, unknown>;
  query?: t.Type<Q, Record<string, string | undefined>, unknown>;
  body?: t.Type<B, unknown, unknown>;
  auth?: Route<P, Q, B, R>['auth'];
}): Route<P, Q, B, R> {
  return {
    method: definition.method,
    path: definition.path,
    response: definition.response,
    params: (definition.params ?? NoParams) as Route<P, Q, B, R>['params'],
    query: (definition.query ?? LangQuery) as Route<P, Q, B, R>['query'],
    body: (definition.body ?? NoBody) as Route<P, Q, B, R>['body'],
    auth: definition.auth ?? 'none',
  };
}

const CategoryParams = t.type({ categoryId: IntegerFromString }, 'CategoryParams');
const SlugParams = t.type(
  {
    slug: new t.Type<string, string, unknown>(
      'Slug',
      (u): u is string => typeof u === 'string' && /^[a-z0-9-]{1,60}$/.test(u),
      (u, c) =>
        typeof u === 'string' && /^[a-z0-9-]{1,60}$/.test(u)
          ? t.success(u)
          : t.failure(u, c, 'a page slug'),
      (s) => s,
    ),
  },
  'SlugParams',
);

/** The calls of the shop (spec section 7), by name. */
export const routes = {
  ping: route({ method: 'GET', path: '/common/ping', response: Ping }),
  config: route({ method: 'GET', path: '/common/config', response: ConfigBody }),
  notice: route({ method: 'GET', path: '/common/notice', response: NoticeBody }),
  ippConfig: route({ method: 'GET', path: '/common/ippConfig', response: IppConfigBody }),
  colors: route({ method: 'GET', path: '/common/color', response: t.readonlyArray(Color) }),
  attributes: route({
    method: 'GET',
    path: '/common/attribute',
    response: t.readonlyArray(Attribute),
  }),
  regions: route({ method: 'GET', path: '/common/region', response: t.readonlyArray(Region) }),
  priceCodes: route({
    method: 'GET',
    path: '/common/priceCodes',
    response: t.readonlyArray(PriceCodeBody),
  }),
  guestUuid: route({ method: 'GET', path: '/common/guest-uuid', response: GuestUuid }),
  countryCallingCodes: route({
    method: 'GET',
    path: '/country_calling_code',
    response: CountryCallingCodeBody,
  }),
  logo: route({ method: 'GET', path: '/cms/logo', response: LogoBody }),
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
  item: route({ method: 'GET', path: '/item/:code', params: ItemCodeParams, response: Item }),
  itemMessages: route({
    method: 'GET',
    path: '/item/item-message/:code',
    params: ItemCodeParams,
    response: ItemMessageList,
  }),
  catalogueItems: route({
    method: 'GET',
    path: '/item/catalogue/:catalogueId',
    params: CatalogueParams,
    response: ItemList,
  }),
  searchItems: route({
    method: 'POST',
    path: '/item/search',
    body: SearchRequest,
    response: SearchResponse,
  }),
  itemsByCodes: route({
    method: 'POST',
    path: '/item/searchItems',
    body: SearchItemsRequest,
    response: ItemList,
  }),
  howItWork: route({ method: 'GET', path: '/cms/how-it-work', response: HowItWork }),
  cmsPage: route({ method: 'GET', path: '/cms/:slug', params: SlugParams, response: CmsPage }),
  sitemapUpdate: route({
    method: 'POST',
    path: '/sitemap/update',
    body: SitemapUpdateRequest,
    response: SitemapUpdateBody,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
