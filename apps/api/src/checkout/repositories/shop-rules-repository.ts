import { CONFIG_KEYS, type ConfigKey } from '@rewards/domain';
import type { ConfigBody, IppConfigBody, PriceCodeBody } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import {
  inBrandOrder,
  ippConfigOf,
  type CashInstallmentRow,
  type IppTermRow,
} from '../../plugins/app/reference-repository';

/** What a checkout is decided with besides the items: settings, point rates, instalments. */
export interface ShopRulesRows {
  readonly config: ConfigBody;
  readonly priceCodes: PriceCodeBody[];
  readonly ippConfig: IppConfigBody;
}

/**
 * The shop's settings and reference data a checkout decides with, read fresh
 * (never from the answer cache) over `db`, in one statement: the FE_* keys and
 * START_PO of `app_config`, each card brand's point rate, the instalment terms
 * and the cash ranges, as the settings' and reference repositories answer them.
 * Amounts travel as text so that they keep their decimals.
 */
export function createShopRulesRepository(db: Queryable) {
  return {
    async read(): Promise<ShopRulesRows> {
      const [row] = await db.query<{
        config: Partial<Record<ConfigKey, string>> | null;
        price_codes: PriceCodeBody[];
        terms: IppTermRow[];
        ranges: CashInstallmentRow[];
      }>(
        `SELECT
           (SELECT json_object_agg(key, value) FROM app_config
             WHERE key = ANY($1::text[])) AS config,
           (SELECT coalesce(json_agg(json_build_object('cardBrand', card_brand,
                     'ratePoint', rate_point, 'rateCash', rate_cash)), '[]')
             FROM price_code) AS price_codes,
           (SELECT coalesce(json_agg(json_build_object('term_value', term_value,
                     'term_id', term_id, 'cust_ipp', cust_ipp::text) ORDER BY term_value), '[]')
             FROM ipp_term) AS terms,
           (SELECT coalesce(json_agg(json_build_object('cash_from', cash_from::text,
                     'cash_to', cash_to::text, 'terms', terms,
                     'term_card_brands', term_card_brands)
                   ORDER BY cash_from, cash_installment_id), '[]')
             FROM cash_installment) AS ranges`,
        [CONFIG_KEYS],
      );
      return {
        config: row?.config ?? {},
        priceCodes: inBrandOrder(row?.price_codes ?? []),
        ippConfig: ippConfigOf(row?.terms ?? [], row?.ranges ?? []),
      };
    },
  };
}
