import type { AddressBody } from '@rewards/api-client/contract';
import type { Queryable } from '../db/database';

/** What assigning needs of an order. */
export interface AssignableOrder {
  readonly orderId: string;
  readonly poNumber: string;
  readonly status: string;
  /** `null` for a guest's order. */
  readonly customerId: string | null;
  readonly shipping: AddressBody;
}

/** Moving a guest's order to a customer (`orders` and the documents naming its owner), over `db`. */
export function createAssignOrderRepository(db: Queryable) {
  return {
    async find(poNumber: string): Promise<AssignableOrder | undefined> {
      const [row] = await db.query<{
        order_id: string;
        po_number: string;
        status: string;
        customer_id: string | null;
        shipping: AddressBody;
      }>(
        `SELECT order_id::text AS order_id, po_number, status, customer_id::text AS customer_id,
                shipping
           FROM orders WHERE po_number = $1`,
        [poNumber],
      );
      return row === undefined
        ? undefined
        : {
            orderId: row.order_id,
            poNumber: row.po_number,
            status: row.status,
            customerId: row.customer_id,
            shipping: row.shipping,
          };
    },

    /**
     * Makes the guest's order the customer's, only while it is still a guest's
     * (of two assignments at once one wins); its documents follow, so their
     * tokens are issued to the new owner. Answers whether it moved.
     */
    async moveToCustomer(orderId: string, customerId: number): Promise<boolean> {
      const owner = `customer:${customerId}`;
      const [moved] = await db.query<{ po_number: string }>(
        `UPDATE orders SET owner = $2, customer_id = $3, guest_uuid = NULL
          WHERE order_id = $1 AND customer_id IS NULL RETURNING po_number`,
        [orderId, owner, customerId],
      );
      if (moved === undefined) return false;
      await db.query('UPDATE shop_document SET owner = $2 WHERE po_number = $1', [
        moved.po_number,
        owner,
      ]);
      return true;
    },
  };
}
