import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../accounts/passwords';
import {
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  LIMITED_ITEM_STOCK,
  PROMOTIONS,
  type SeedPromotion,
} from '../seed/checkout';

function promotionRow(p: SeedPromotion): unknown[] {
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

/**
 * The checkout's seed, each part once whichever instance gets there first (every
 * insert skips what exists): the promotion codes, the stock of limited items, and
 * the demo customers, created through the same hashing as sign-up, with their points
 * earned through the ledger and the first one's addresses in its profile.
 */
export async function seedCheckout(app: FastifyInstance): Promise<void> {
  for (const promotion of PROMOTIONS) {
    await app.db.query(
      `INSERT INTO promotion (
         code, discount_amount, discount_percent, min_paid_amount, payment_methods, price_codes,
         term_ids, apply_care_plan, have_gift, special, special_condition_name,
         special_condition_value, special_input_type, tc_required, members_only, required_points,
         max_uses, starts_at, ends_at, description, thai_description, mouseover_content,
         thai_mouseover_content, warning_message, thai_warning_message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
               $19, $20, $21, $22, $23, $24, $25)
       ON CONFLICT DO NOTHING`,
      promotionRow(promotion),
    );
  }
  await app.db.query(
    `INSERT INTO item_stock (item_code, available)
     SELECT code, $1 FROM item WHERE limit_quantity ON CONFLICT DO NOTHING`,
    [LIMITED_ITEM_STOCK],
  );
  for (const customer of DEMO_CUSTOMERS) {
    const [exists] = await app.db.query('SELECT 1 FROM customer WHERE lower(email) = $1', [
      customer.email,
    ]);
    if (exists !== undefined) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD, app.accounts.cost);
    await app.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO customer (email, first_name, last_name, mobile_number, password_hash)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
        [
          customer.email,
          customer.firstName,
          customer.lastName,
          customer.mobileNumber,
          passwordHash,
        ],
      );
      if (row === undefined) return;
      const id = Number(row.id);
      if (customer.points > 0) {
        await app.checkout.ledger.earn(tx, id, customer.points, 'Demo balance');
      }
      if (customer.address !== undefined) {
        for (const kind of ['billing', 'shipping']) {
          await tx.query(
            'INSERT INTO customer_address (customer_id, kind, address) VALUES ($1, $2, $3::jsonb)',
            [id, kind, JSON.stringify(customer.address)],
          );
        }
      }
    });
  }
}
