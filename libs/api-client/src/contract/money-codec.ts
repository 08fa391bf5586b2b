import * as t from 'io-ts';
import { isMoney, moneyToString, parseMoney, type Money } from '@rewards/domain';
import { withSchema } from './schema';

/**
 * THB on the wire is text with 2 decimals (`"25900.00"`), never a float, so no
 * satang is lost in JSON. Decodes to the domain's `Money`; a number is also
 * accepted on input when it is whole satang.
 */
export const MoneyFromString = withSchema(
  new t.Type<Money, string, unknown>(
    'MoneyFromString',
    isMoney,
    (u, c) => {
      const money = parseMoney(u);
      return money === undefined
        ? t.failure(u, c, 'an amount of THB with at most 2 decimals')
        : t.success(money);
    },
    moneyToString,
  ),
  {
    type: 'string',
    pattern: '^-?\\d+\\.\\d{2}$',
    description: 'an amount of THB with 2 decimals (numbers in whole satang are accepted on input)',
  },
);
