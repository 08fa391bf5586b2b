import * as t from 'io-ts';
import { CardBrandCodec, PositiveInteger } from './codecs';
import { MoneyFromString } from './money-codec';
import { withSchema } from './schema';

export const PercentFromString = withSchema(
  new t.Type<string, string, unknown>(
    'PercentFromString',
    (u): u is string => typeof u === 'string' && /^\d{1,3}(\.\d{1,4})?$/.test(u),
    (u, c) =>
      typeof u === 'string' && /^\d{1,3}(\.\d{1,4})?$/.test(u)
        ? t.success(u)
        : t.failure(u, c, 'a percentage'),
    (s) => s,
  ),
  { type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,4})?$', description: 'a percentage as text' },
);

export const IppTerm = t.type(
  { termValue: PositiveInteger, termId: t.string, custIpp: PercentFromString },
  'IppTerm',
);
export type IppTerm = t.TypeOf<typeof IppTerm>;

export const CashInstallment = t.type(
  {
    cashFrom: MoneyFromString,
    cashTo: MoneyFromString,
    term: t.readonlyArray(PositiveInteger),
    termCardBrands: t.readonlyArray(
      t.type({ term: PositiveInteger, cardBrand: t.readonlyArray(CardBrandCodec) }),
    ),
  },
  'CashInstallment',
);
export type CashInstallment = t.TypeOf<typeof CashInstallment>;

export const IppConfigBody = t.type(
  {
    ippConfig: t.record(t.string, IppTerm),
    cashInstallments: t.readonlyArray(CashInstallment),
  },
  'IppConfigBody',
);
export type IppConfigBody = t.TypeOf<typeof IppConfigBody>;

export const PriceCodeBody = t.type(
  { cardBrand: CardBrandCodec, ratePoint: PositiveInteger, rateCash: PositiveInteger },
  'PriceCode',
);
export type PriceCodeBody = t.TypeOf<typeof PriceCodeBody>;
