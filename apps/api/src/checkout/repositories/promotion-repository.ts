import {
  PAYMENT_TYPES,
  promotionPaymentMethods,
  type CardBrand,
  type PaymentType,
  type Promotion,
  type PromotionAvailability,
} from '@rewards/domain';
import type { Queryable } from '../../db/database';
import { moneyOf } from '../../plugins/app/rows';
import type { SeedPromotion } from '../../seed/checkout';

/** A promotion code as the shop keeps it: its rules, when it can be used, and what the payment step shows. */
export interface PromotionRecord {
  readonly rules: Promotion;
  readonly availability: PromotionAvailability;
  readonly haveGift: boolean;
  readonly specialConditionName: string | undefined;
  readonly specialInputType: string | undefined;
  readonly description: string;
  readonly thaiDescription: string;
  readonly mouseoverContent: string | undefined;
  readonly thaiMouseoverContent: string | undefined;
  readonly warningMessage: string | undefined;
  readonly thaiWarningMessage: string | undefined;
}

interface PromotionRow {
  code: string;
  discount_amount: string | null;
  discount_percent: string | null;
  min_paid_amount: string | null;
  payment_methods: string[];
  price_codes: CardBrand[];
  term_ids: string[];
  apply_care_plan: boolean;
  have_gift: boolean;
  special: boolean;
  special_condition_name: string | null;
  special_condition_value: string | null;
  special_input_type: string | null;
  tc_required: boolean;
  members_only: boolean;
  required_points: number;
  max_uses: number | null;
  used_count: number;
  starts_at: Date | null;
  ends_at: Date | null;
  active: boolean;
  description: string;
  thai_description: string;
  mouseover_content: string | null;
  thai_mouseover_content: string | null;
  warning_message: string | null;
  thai_warning_message: string | null;
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function recordOf(row: PromotionRow): PromotionRecord {
  // A code naming instalment terms and no payment type is for those plans only (FLEXI10).
  const paymentMethods =
    promotionPaymentMethods({
      paymentMethods: row.payment_methods.filter((method): method is PaymentType =>
        (PAYMENT_TYPES as readonly string[]).includes(method),
      ),
      termIds: row.term_ids,
    }) ?? [];
  const rules: Promotion = {
    code: row.code,
    discount:
      row.discount_amount !== null
        ? { kind: 'amount', amount: moneyOf(row.discount_amount) }
        : { kind: 'percent', percent: Number(row.discount_percent) },
    ...(row.min_paid_amount === null ? {} : { minPaidAmount: moneyOf(row.min_paid_amount) }),
    ...(paymentMethods.length === 0 ? {} : { paymentMethods }),
    ...(row.price_codes.length === 0 ? {} : { priceCodes: row.price_codes }),
    applyCarePlan: row.apply_care_plan,
    ...(row.term_ids.length === 0 ? {} : { termIds: row.term_ids }),
    ...(row.required_points === 0 ? {} : { requiredPoints: row.required_points }),
    special: row.special,
    ...(row.special_condition_value === null
      ? {}
      : { specialConditionValue: row.special_condition_value }),
    tcRequired: row.tc_required,
  };
  return {
    rules,
    availability: {
      active: row.active,
      usedCount: row.used_count,
      membersOnly: row.members_only,
      ...(row.starts_at === null ? {} : { startsAt: row.starts_at.toISOString() }),
      ...(row.ends_at === null ? {} : { endsAt: row.ends_at.toISOString() }),
      ...(row.max_uses === null ? {} : { maxUses: row.max_uses }),
    },
    haveGift: row.have_gift,
    specialConditionName: orUndefined(row.special_condition_name),
    specialInputType: orUndefined(row.special_input_type),
    description: row.description,
    thaiDescription: row.thai_description,
    mouseoverContent: orUndefined(row.mouseover_content),
    thaiMouseoverContent: orUndefined(row.thai_mouseover_content),
    warningMessage: orUndefined(row.warning_message),
    thaiWarningMessage: orUndefined(row.thai_warning_message),
  };
}

function seedRow(p: SeedPromotion): unknown[] {
  return [
    p.code,
    p.amount ?? null,
    p.percent ?? null,
    p.minPaidAmount ?? null,
    p.paymentMethods ?? [],
    p.priceCodes ?? [],
    p.termIds ?? [],
    p.applyCarePlan ?? false,
    p.haveGift ?? false,
    p.special !== undefined,
    p.special?.name ?? null,
    p.special?.domains ?? null,
    p.special?.inputType ?? null,
    p.tcRequired ?? false,
    p.membersOnly ?? false,
    p.requiredPoints ?? 0,
    p.maxUses ?? null,
    p.startsAt ?? null,
    p.endsAt ?? null,
    p.description,
    p.thaiDescription,
    p.mouseover?.[0] ?? null,
    p.mouseover?.[1] ?? null,
    p.warning?.[0] ?? null,
    p.warning?.[1] ?? null,
  ];
}

/** The promotion codes and their uses, over `db` (the database, or a transaction). */
export function createPromotionRepository(db: Queryable) {
  return {
    /** The promotion of a code, whatever its letter case; `undefined` when the shop has none. */
    async find(code: string): Promise<PromotionRecord | undefined> {
      if (code.trim() === '') return undefined;
      const [row] = await db.query<PromotionRow>(
        'SELECT * FROM promotion WHERE upper(code) = upper($1)',
        [code.trim()],
      );
      return row === undefined ? undefined : recordOf(row);
    },

    /**
     * Takes one use of a code for an order, only while a use is left (a conditional
     * update: concurrent orders can never take more uses than `max_uses`). Whether it did.
     */
    async takeUse(code: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE promotion SET used_count = used_count + 1
         WHERE upper(code) = upper($1) AND active AND (max_uses IS NULL OR used_count < max_uses)
         RETURNING code`,
        [code],
      );
      return rows.length === 1;
    },

    /** Gives back the use an order took (the order failed, was cancelled or expired). */
    async returnUse(code: string): Promise<void> {
      await db.query(
        'UPDATE promotion SET used_count = used_count - 1 WHERE upper(code) = upper($1) AND used_count > 0',
        [code],
      );
    },

    /** Adds a seeded code unless the shop has it already (an existing code is never overwritten). */
    async addIfMissing(promotion: SeedPromotion): Promise<void> {
      await db.query(
        `INSERT INTO promotion (
           code, discount_amount, discount_percent, min_paid_amount, payment_methods, price_codes,
           term_ids, apply_care_plan, have_gift, special, special_condition_name,
           special_condition_value, special_input_type, tc_required, members_only, required_points,
           max_uses, starts_at, ends_at, description, thai_description, mouseover_content,
           thai_mouseover_content, warning_message, thai_warning_message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
                 $19, $20, $21, $22, $23, $24, $25)
         ON CONFLICT DO NOTHING`,
        seedRow(promotion),
      );
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
