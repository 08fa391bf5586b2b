import type { CartProblem, Item } from '@rewards/api-client/contract';
import {
  itemCartLine,
  parseShopConfig,
  type CartCaps,
  type CartError,
  type CartLine,
} from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import type { ItemRepository } from '../plugins/app/item-repository';
import type { SettingsRepository } from '../plugins/app/settings-repository';
import type { StoredLine } from './cart-repository';

/** A stored line as the domain's cart line, every price and limit taken from the catalogue today. */
export function domainLine(line: StoredLine, item: Item): CartLine {
  return itemCartLine(item, line);
}

/** The catalogue's item of every code, read once each; unknown codes are absent. */
export async function itemsByCode(
  repository: ItemRepository,
  codes: readonly string[],
): Promise<Map<string, Item>> {
  const items = new Map<string, Item>();
  for (const code of new Set(codes)) {
    const item = await repository.detail(code, 'en');
    if (item !== undefined) items.set(code, item);
  }
  return items;
}

/** The cash and points caps, read fresh from the settings. */
export async function cartCaps(settings: SettingsRepository): Promise<CartCaps> {
  return parseShopConfig(await settings.config());
}

/** A domain error with its text in `lang` and its parameters for the client. */
export function problem(error: CartError, lang: MessageLang): CartProblem {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  const { code: _code, ...params } = values;
  return {
    code: error.code,
    message: formatMessage(error.code as MessageId, lang, params),
    ...(typeof params['uuid'] === 'string' ? { uuid: params['uuid'] } : {}),
    ...(typeof params['itemCode'] === 'string' ? { itemCode: params['itemCode'] } : {}),
    ...(typeof params['n'] === 'number' ? { n: params['n'] } : {}),
    ...(params['limit'] === undefined ? {} : { limit: String(params['limit']) }),
  };
}
