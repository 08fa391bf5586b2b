import fp from 'fastify-plugin';
import {
  CARD_BRANDS,
  compareLocalizedNames,
  localizedName,
  type CardBrand,
  type Language,
} from '@rewards/domain';
import type {
  Attribute,
  Color,
  CountryCallingCode,
  IppConfigBody,
  PriceCodeBody,
  Region,
} from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import { decimalText, moneyOf } from './rows';

export interface IppTermRow {
  term_value: number;
  term_id: string;
  cust_ipp: string;
}

export interface CashInstallmentRow {
  cash_from: string;
  cash_to: string;
  terms: number[];
  term_card_brands: { term: number; cardBrand: CardBrand[] }[];
}

/** Point rates in the programme's order of card brands. */
export function inBrandOrder(rows: PriceCodeBody[]): PriceCodeBody[] {
  return rows.sort((a, b) => CARD_BRANDS.indexOf(a.cardBrand) - CARD_BRANDS.indexOf(b.cardBrand));
}

/** The instalment terms keyed by months, and the cash ranges in the order they were read. */
export function ippConfigOf(
  terms: readonly IppTermRow[],
  ranges: readonly CashInstallmentRow[],
): IppConfigBody {
  return {
    ippConfig: Object.fromEntries(
      terms.map((term) => [
        String(term.term_value),
        { termValue: term.term_value, termId: term.term_id, custIpp: decimalText(term.cust_ipp) },
      ]),
    ),
    cashInstallments: ranges.map((range) => ({
      cashFrom: moneyOf(range.cash_from),
      cashTo: moneyOf(range.cash_to),
      term: range.terms,
      termCardBrands: range.term_card_brands,
    })),
  };
}

/** The reference lists: colours, attributes, provinces, calling codes, point rates, instalments. */
export function createReferenceRepository(db: Queryable) {
  return {
    async colors(): Promise<Color[]> {
      return db.query<Color>(
        'SELECT name, thai_name AS "thaiName", hex FROM color ORDER BY display_order, name',
      );
    },

    async attributes(): Promise<Attribute[]> {
      return db.query<Attribute>(
        `SELECT attribute_name AS "attributeName", display_name AS "displayName",
                thai_display_name AS "thaiDisplayName", display_order AS "displayOrder"
         FROM attribute ORDER BY display_order, attribute_name`,
      );
    },

    /** The provinces in the alphabetical order of the language they are read in. */
    async regions(lang: Language): Promise<Region[]> {
      const rows = await db.query<Region>('SELECT code, name, thai_name AS "thaiName" FROM region');
      const compare = compareLocalizedNames(lang);
      return rows.sort((a, b) => compare(localizedName(a, lang), localizedName(b, lang)));
    },

    /** Each province's code by its Thai name, as Thailand Post's dataset names it. */
    async regionCodesByThaiName(): Promise<ReadonlyMap<string, string>> {
      const rows = await db.query<{ code: string; thai_name: string }>(
        'SELECT code, thai_name FROM region',
      );
      return new Map(rows.map((row) => [row.thai_name, row.code]));
    },

    async countryCallingCodes(): Promise<CountryCallingCode[]> {
      return db.query<CountryCallingCode>(
        `SELECT code, name, thai_name AS "thaiName"
         FROM country_calling_code ORDER BY display_order, code`,
      );
    },

    /** Each card brand's rate, in the programme's order of brands. */
    async priceCodes(): Promise<PriceCodeBody[]> {
      const rows = await db.query<PriceCodeBody>(
        `SELECT card_brand AS "cardBrand", rate_point AS "ratePoint", rate_cash AS "rateCash"
         FROM price_code`,
      );
      return inBrandOrder(rows);
    },

    /** The instalment terms keyed by months, and the cash ranges in ascending order. */
    async ippConfig(): Promise<IppConfigBody> {
      const terms = await db.query<IppTermRow>(
        'SELECT term_value, term_id, cust_ipp FROM ipp_term ORDER BY term_value',
      );
      const ranges = await db.query<CashInstallmentRow>(
        `SELECT cash_from, cash_to, terms, term_card_brands
         FROM cash_installment ORDER BY cash_from, cash_installment_id`,
      );
      return ippConfigOf(terms, ranges);
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    referenceRepository: ReferenceRepository;
  }
}

/** Decorates the instance with `referenceRepository`. */
export const referenceRepositoryPlugin = fp(
  async (app) => {
    app.decorate('referenceRepository', createReferenceRepository(app.db));
  },
  { name: 'reference-repository', dependencies: ['database'] },
);
