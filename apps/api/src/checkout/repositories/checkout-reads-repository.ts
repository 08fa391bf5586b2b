import { CONFIG_KEYS } from '@rewards/domain';
import type { Queryable } from '../../db/database';
import { guestKnownSql, isGuestUuid } from '../../plugins/app/guest-repository';
import {
  checkoutItemsOf,
  checkoutItemsSql,
  type CheckoutCatalogueItem,
  type CheckoutItemRowWithPrices,
} from '../../plugins/app/item-checkout-repository';
import {
  shopRulesColumns,
  shopRulesRowsOf,
  type ShopRulesColumns,
  type ShopRulesRows,
} from './shop-rules-repository';
import { ANY_EXPIRED_PENDING } from './order-status-repository';

/** The guest id to look up: NULL (never found) unless it has an issued id's form. */
function knownForm(guestUuid: string | undefined): string | null {
  return guestUuid !== undefined && isGuestUuid(guestUuid) ? guestUuid : null;
}

/** What a quote reads before it computes. */
export interface QuoteInputs {
  /** The guest id was issued here and is kept (false without one). */
  readonly guestKnown: boolean;
  readonly rules: ShopRulesRows;
  /** The known items of the order, by code. */
  readonly items: Map<string, CheckoutCatalogueItem>;
}

type Row = ShopRulesColumns & { guest_known: boolean } & (
    CheckoutItemRowWithPrices | { [K in keyof CheckoutItemRowWithPrices]: null }
  );

/** What a placement reads before its transaction. */
export interface PlacementStart {
  /** The guest id was issued here and is kept (false without one). */
  readonly guestKnown: boolean;
  /** Some order is PENDING past its time: the sweep runs before the placement. */
  readonly sweepDue: boolean;
}

/**
 * Reads of the checkout's calls that span aggregates, each call's in one
 * statement. A quote's (and the promotion box's) instead of three: whether the guest id is
 * kept (`guestKnownSql`), the shop's rules (`shopRulesColumns`) and the items
 * with their prices (`checkoutItemsSql`), the same statements' parts, fresh,
 * in one snapshot. One row per known item (the rules repeated on each), or one
 * row without an item when none is known. A placement's instead of two: the
 * guest id, and whether the sweep is due (`ANY_EXPIRED_PENDING`).
 */
export function createCheckoutReadsRepository(db: Queryable, guestRetentionDays: number) {
  return {
    async quoteInputs(
      guestUuid: string | undefined,
      codes: readonly string[],
    ): Promise<QuoteInputs> {
      const rows = await db.query<Row>(
        `SELECT r.*, i.*
         FROM (SELECT ${shopRulesColumns('$1')}, ${guestKnownSql('$2', '$3')} AS guest_known) r
         LEFT JOIN LATERAL (${checkoutItemsSql('$4')}) i ON true`,
        [CONFIG_KEYS, knownForm(guestUuid), guestRetentionDays, [...new Set(codes)]],
      );
      const first = rows[0];
      return {
        guestKnown: first?.guest_known === true,
        rules: shopRulesRowsOf(first),
        items: checkoutItemsOf(
          rows.filter((row): row is Row & CheckoutItemRowWithPrices => row.code !== null),
        ),
      };
    },

    async placementStart(guestUuid: string | undefined): Promise<PlacementStart> {
      const [row] = await db.query<{ guest_known: boolean; sweep_due: boolean }>(
        `SELECT ${guestKnownSql('$1', '$2')} AS guest_known, ${ANY_EXPIRED_PENDING} AS sweep_due`,
        [knownForm(guestUuid), guestRetentionDays],
      );
      return { guestKnown: row?.guest_known === true, sweepDue: row?.sweep_due === true };
    },
  };
}
