import * as t from 'io-ts';
import {
  Attribute,
  Color,
  ConfigBody,
  CountryCallingCodeBody,
  GuestUuid,
  LogoBody,
  NoticeBody,
  Ping,
  Region,
} from '../common';
import { route } from './route';

/** `common/*`, `country_calling_code` and `cms/logo`: health, settings and reference lists. */
export const commonRoutes = {
  ping: route({ method: 'GET', path: '/common/ping', response: Ping }),
  config: route({ method: 'GET', path: '/common/config', response: ConfigBody }),
  notice: route({ method: 'GET', path: '/common/notice', response: NoticeBody }),
  colors: route({ method: 'GET', path: '/common/color', response: t.readonlyArray(Color) }),
  attributes: route({
    method: 'GET',
    path: '/common/attribute',
    response: t.readonlyArray(Attribute),
  }),
  regions: route({ method: 'GET', path: '/common/region', response: t.readonlyArray(Region) }),
  guestUuid: route({ method: 'GET', path: '/common/guest-uuid', response: GuestUuid }),
  countryCallingCodes: route({
    method: 'GET',
    path: '/country_calling_code',
    response: CountryCallingCodeBody,
  }),
  logo: route({ method: 'GET', path: '/cms/logo', response: LogoBody }),
} as const;
