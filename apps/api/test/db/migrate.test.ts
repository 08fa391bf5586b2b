import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL, publishCatalogueChange } from '../../src/db/catalogue-changes';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { buildItems } from '../../src/seed/products';
import { seedIfEmpty } from '../../src/seed/seed';
import { openTestDatabase } from '../helpers/test-app';

/** Waits until `check` holds, or fails after `ms`. */
async function eventually(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('migrations, seed and notifications on one database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies every numbered migration once; running them again applies nothing', async () => {
    expect(await migrate(db, migrations)).toEqual([
      '0001_catalogue',
      '0002_content',
      '0003_visitors',
      '0004_retention',
      '0005_accounts',
      '0006_password_reset',
      '0007_checkout',
      '0008_login_limits',
      '0009_documents',
      '0010_operators',
      '0011_support',
      '0012_customer_profile',
      '0013_chat',
      '0014_credit_notes',
      '0015_refund_coupons',
    ]);
    expect(await migrate(db, migrations)).toEqual([]);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'app_config',
        'cart',
        'customer',
        'password_reset',
        'login_attempt',
        'reset_request',
        'server_secret',
        'category',
        'catalogue',
        'item',
        'item_price',
        'item_message',
        'promotion_banner_language',
        'carousel_entry',
        'cms_page',
        'how_it_work',
        'guest',
        'sitemap_submission',
      ]),
    );
  });

  it('refuses point prices for GCS and TMS at the database itself', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO price_code VALUES ('GCS', 500, 4)`);
        await tx.query(
          `INSERT INTO category VALUES (99, 'x', 'x', '/x.svg', 0, 0, false);
           `.trim(),
        );
        await tx.query(
          `INSERT INTO catalogue (catalogue_id, category_id, name, thai_name, display_order, image_url)
           VALUES (999, 99, 'x', 'x', 0, '/x.svg')`,
        );
        await tx.query(
          `INSERT INTO item (code, group_id, category_id, catalogue_id, name, thai_name, part_number,
             unit_price, point, shipping_availability, thai_shipping_availability)
           VALUES ('X-1', 'X', 99, 999, 'x', 'x', 'PX', 10, 0, '-', '-')`,
        );
        await tx.query(
          `INSERT INTO item_price (item_code, position, type, price_code, cash, point)
           VALUES ('X-1', 1, 'POINT', 'GCS', 0, 1667)`,
        );
      }),
    ).rejects.toThrow();
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM item');
    expect(row?.count).toBe(0);
  });

  it('seeds once, even when two instances start together', async () => {
    const results = await Promise.all([seedIfEmpty(db), seedIfEmpty(db)]);
    expect(results.sort()).toEqual([0, buildItems().length]);
    expect(await seedIfEmpty(db)).toBe(0);
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM item');
    expect(row?.count).toBe(buildItems().length);
  });

  it('stores money as numeric and reads it back as exact text', async () => {
    const [row] = await db.query<{ unit_price: string }>(
      "SELECT unit_price FROM item WHERE code = 'IP17P-COR-256GB'",
    );
    expect(row?.unit_price).toBe('45900.00');
  });

  it('delivers a notification sent in a transaction only when it commits', async () => {
    const heard: (string | undefined)[] = [];
    const stop = await db.listen(CATALOGUE_CHANNEL, (payload) => heard.push(payload));
    await db
      .transaction(async (tx) => {
        await publishCatalogueChange(db, 'rolled back', tx);
        throw new Error('abort');
      })
      .catch(() => undefined);
    await db.transaction((tx) => publishCatalogueChange(db, 'committed', tx));
    await eventually(() => heard.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['committed']);
    await stop();
    await publishCatalogueChange(db, 'after stop');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['committed']);
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(db.listen('x; DROP TABLE item', () => undefined)).rejects.toThrow(RangeError);
    await expect(db.notify('Bad-Name', 'x')).rejects.toThrow(RangeError);
  });
});
