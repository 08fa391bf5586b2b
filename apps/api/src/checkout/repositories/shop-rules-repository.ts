import type { ConfigKey } from '@rewards/domain';
import type { ConfigBody, IppConfigBody, PriceCodeBody } from '@rewards/api-client/contract';
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

/** The columns of `shopRulesColumns`. */
export interface ShopRulesColumns {
  config: Partial<Record<ConfigKey, string>> | null;
  price_codes: PriceCodeBody[];
  terms: IppTermRow[];
  ranges: CashInstallmentRow[];
}

/**
 * The columns of the shop's rules (`ShopRulesColumns`), for a SELECT list, the
 * settings' keys in the parameter `keys` (e.g. `$1`, given `CONFIG_KEYS`): the FE_*
 * keys and START_PO of `app_config`, each card brand's point rate, the
 * instalment terms and the cash ranges, as the settings' and reference
 * repositories answer them. Amounts travel as text so that they keep their
 * decimals; read in the same statement as a quote's other reads
 * (`quote-inputs-repository.ts`).
 */
export function shopRulesColumns(keys: string): string {
  return `(SELECT json_object_agg(key, value) FROM app_config
             WHERE key = ANY(${keys}::text[])) AS config,
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
             FROM cash_installment) AS ranges`;
}

/** The rules of a row with `shopRulesColumns` (none of them when there is no row). */
export function shopRulesRowsOf(row: ShopRulesColumns | undefined): ShopRulesRows {
  return {
    config: row?.config ?? {},
    priceCodes: inBrandOrder(row?.price_codes ?? []),
    ippConfig: ippConfigOf(row?.terms ?? [], row?.ranges ?? []),
  };
}
