import * as t from 'io-ts';
import { CONFIG_KEYS, type ConfigKey } from '@rewards/domain';
import { IsoDateTime, NonNegativeInteger, struct } from './codecs';

/** `common/ping`: the server is up. */
export const Ping = t.type({ status: t.literal('UP'), time: IsoDateTime }, 'Ping');
export type Ping = t.TypeOf<typeof Ping>;

/** `common/config`: the FE_* keys and START_PO, all as text (the domain's `parseShopConfig` types them). */
export const ConfigBody = t.partial(
  Object.fromEntries(CONFIG_KEYS.map((key) => [key, t.string])) as Record<ConfigKey, t.StringC>,
  'ConfigBody',
);
export type ConfigBody = t.TypeOf<typeof ConfigBody>;

/** `common/notice`: the banner notice of the header, or `null` when there is none. */
export const Notice = struct(
  'Notice',
  { message: t.string, message_thai: t.string },
  { tooltipContent: t.string, tooltipContentThai: t.string },
);
export const NoticeBody = t.union([Notice, t.null], 'NoticeBody');
export type Notice = t.TypeOf<typeof Notice>;

/** A rate in percent per month as decimal text (`"0.89"`), kept exact. */
/** One instalment term: months, its id, and the customer's rate per month. */
/** A cash range with the terms it offers, and which card brands offer each term. */
/** `common/ippConfig`: terms keyed by months, and the cash ranges. */
/** `common/color`: colour names and swatches. */
export const Color = t.type({ name: t.string, thaiName: t.string, hex: t.string }, 'Color');
export type Color = t.TypeOf<typeof Color>;

/** `common/attribute`: the attributes items vary by, in their order. */
export const Attribute = t.type(
  {
    attributeName: t.string,
    displayName: t.string,
    thaiDisplayName: t.string,
    displayOrder: NonNegativeInteger,
  },
  'Attribute',
);
export type Attribute = t.TypeOf<typeof Attribute>;

/** `common/region`: the provinces of Thailand. */
export const Region = t.type({ code: t.string, name: t.string, thaiName: t.string }, 'Region');
export type Region = t.TypeOf<typeof Region>;

/** `common/priceCodes`: each card brand's point rate. */
/** `common/guest-uuid`: an id for a guest checkout. */
export const GuestUuid = t.type({ guestUuid: t.string }, 'GuestUuid');
export type GuestUuid = t.TypeOf<typeof GuestUuid>;

/** `country_calling_code`: the list sits at `data.data`. */
export const CountryCallingCode = t.type(
  { code: t.string, name: t.string, thaiName: t.string },
  'CountryCallingCode',
);
export const CountryCallingCodeBody = t.type(
  { data: t.type({ data: t.readonlyArray(CountryCallingCode) }) },
  'CountryCallingCodeBody',
);
export type CountryCallingCode = t.TypeOf<typeof CountryCallingCode>;

/** `cms/logo`: the shop's logo. */
export const LogoBody = t.type({ LOGO: t.type({ urlImage: t.string }) }, 'LogoBody');
export type LogoBody = t.TypeOf<typeof LogoBody>;
