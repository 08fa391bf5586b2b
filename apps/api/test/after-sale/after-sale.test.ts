import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@rewards/api-client/contract';
import { signDocumentToken } from '../../src/documents/document-token';
import { decoded } from '../helpers/inject';
import { buildTestApp } from '../helpers/test-app';
import { AFTER_SALE_ENV, call, newCustomer, paidOrder, signIn } from './helpers';

let app: FastifyInstance;
let anna: string;
let ben: string;
let annaOrder: Awaited<ReturnType<typeof paidOrder>>;
let guestOrder: Awaited<ReturnType<typeof paidOrder>>;

const history = (token: string | undefined, body: unknown = {}) =>
  call(app, 'POST', '/transaction/history?lang=en', token, body);

beforeAll(async () => {
  app = await buildTestApp(AFTER_SALE_ENV);
  anna = await newCustomer(app, 'anna.after@example.com');
  ben = await newCustomer(app, 'ben.after@example.com');
  annaOrder = await paidOrder(app, { token: anna });
  guestOrder = await paidOrder(app, 'guest');
});

afterAll(async () => {
  await app.close();
});

describe('PUT customer/profile', () => {
  it('saves the profile: +66 for a blank country code, the birthday DD-MM-YYYY, the language', async () => {
    const saved = await call(app, 'PUT', '/customer/profile?lang=en', ben, {
      firstName: 'Ben',
      lastName: 'Boonma',
      mobileNumber: '0899999999',
      countryCode: '',
      birthday: '29-02-2000',
      languageId: 'th',
    });
    expect(saved.status).toBe(200);
    const profile = decoded(routes.putCustomerProfile, saved.body);
    expect(profile).toMatchObject({
      email: 'ben.after@example.com',
      firstName: 'Ben',
      countryCode: '+66',
      birthday: '29-02-2000',
      languageId: 'th',
      billing: null,
    });
  });

  it('refuses a day that does not exist and a bad phone with each field named, and keeps the profile', async () => {
    const refused = await call(app, 'PUT', '/customer/profile?lang=en', ben, {
      firstName: 'Ben',
      lastName: 'Boonma',
      mobileNumber: '12',
      birthday: '29-02-1900',
    });
    expect(refused.status).toBe(400);
    const fields = (refused.body['fieldErrors'] as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['birthday', 'mobileNumber']));
    const [row] = await app.db.query<{ birthday: string }>(
      "SELECT to_char(birthday, 'DD-MM-YYYY') AS birthday FROM customer WHERE email = $1",
      ['ben.after@example.com'],
    );
    expect(row?.birthday).toBe('29-02-2000');
  });
});

describe('PUT customer/change-password', () => {
  it('checks the current password, ends every other session and keeps this one with a fresh token', async () => {
    const email = 'carol.after@example.com';
    const here = await newCustomer(app, email, 'Old-passw0rd');
    const elsewhere = await signIn(app, email, 'Old-passw0rd');
    const wrong = await call(app, 'PUT', '/customer/change-password?lang=en', here, {
      currentPassword: 'Not-the-0ne',
      newPassword: 'New-passw0rd',
      confirmPassword: 'New-passw0rd',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body['errorKey']).toBe('wrongCurrentPassword');
    const weak = await call(app, 'PUT', '/customer/change-password?lang=en', here, {
      currentPassword: 'Old-passw0rd',
      newPassword: 'short',
      confirmPassword: 'other',
    });
    expect(weak.status).toBe(400);

    const changed = await call(app, 'PUT', '/customer/change-password?lang=en', here, {
      currentPassword: 'Old-passw0rd',
      newPassword: 'New-passw0rd',
      confirmPassword: 'New-passw0rd',
    });
    expect(changed.status).toBe(200);
    const fresh = decoded(routes.changePassword, changed.body).id_token;
    expect((await history(fresh)).status).toBe(200);
    expect((await history(here)).status).toBe(401);
    expect((await history(elsewhere)).status).toBe(401);
    await expect(signIn(app, email, 'Old-passw0rd')).rejects.toThrow();
    expect(await signIn(app, email, 'New-passw0rd')).toEqual(expect.any(String));
  });
});

describe('POST transaction/history', () => {
  it("lists the customer's paid orders with each sub-order, its shipment and document links", async () => {
    const answer = await history(anna);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const page = decoded(routes.transactionHistory, answer.body);
    expect(page.pagination).toEqual({
      totalRecords: 1,
      numOfPages: 1,
      pageNumber: 1,
      pageSize: 5,
      limitRecord: 5,
    });
    expect(page.orders.map((order) => order.poNumber)).toEqual([annaOrder.poNumber]);
    const [detail] = page.orders[0]?.transactionDetails ?? [];
    expect(detail).toMatchObject({
      orderNumber: annaOrder.subOrders[0],
      quantity: 1,
      shippingStatus: 'Awaiting shipment',
      refundIssued: false,
      hasTaxInvoice: true,
      hasCreditNote: false,
      shipment: { status: 'shipment.preparingForShipment', delayed: false },
    });
    expect(page.orders[0]?.urlOrderConfirm).toMatch(
      /^https:\/\/shop\.example\/backend\/api\/storage\/order_confirmation\/[A-Z0-9]+\?token=/,
    );
    expect(detail?.urlTaxInvoice).toMatch(
      /^https:\/\/shop\.example\/backend\/api\/storage\/tax_invoice\//,
    );
  });

  it('says "but delayed" once the expected day is over and hides the expected date of a refund', async () => {
    const [late, refunded] = [annaOrder.subOrders[0], 'none'];
    await app.db.query(
      `UPDATE order_unit SET shipping_state = 'SHIPPED', shipped_on = '2025-01-01',
              carrier = 'Thailand Post', tracking_number = 'EX123TH', expected_delivery_date = '2025-01-03'
        WHERE sub_order_number = $1`,
      [late],
    );
    let detail = decoded(routes.transactionHistory, (await history(anna)).body).orders[0]
      ?.transactionDetails[0];
    expect(detail?.shipment).toMatchObject({
      status: 'shipment.onItsWayButDelayed',
      delayed: true,
      carrier: 'Thailand Post',
      trackingNumber: 'EX123TH',
      expectedDeliveryDate: '2025-01-03',
    });
    await app.db.query(
      `UPDATE order_unit SET shipping_state = 'REFUNDED', closed_on = '2025-01-04', refunded_cash = unit_price
        WHERE sub_order_number = $1`,
      [late],
    );
    detail = decoded(routes.transactionHistory, (await history(anna)).body).orders[0]
      ?.transactionDetails[0];
    expect(detail?.shipment.status).toBe('shipment.orderRefunded');
    expect(detail?.shipment.expectedDeliveryDate).toBeUndefined();
    expect(detail?.refundIssued).toBe(true);
    expect(refunded).toBe('none');
    await app.db.query(
      `UPDATE order_unit SET shipping_state = 'AWAITING_SHIPMENT', shipped_on = NULL, carrier = NULL,
              tracking_number = NULL, expected_delivery_date = NULL, closed_on = NULL, refunded_cash = 0
        WHERE sub_order_number = $1`,
      [late],
    );
  });

  it('takes limitRecord, pages of 5 and a sort; refuses a limit the spec does not offer', async () => {
    const empty = decoded(
      routes.transactionHistory,
      (await history(anna, { pageNumber: 3, limitRecord: 'ALL' })).body,
    );
    expect(empty.orders).toEqual([]);
    expect(empty.pagination).toMatchObject({ totalRecords: 1, pageNumber: 3, limitRecord: 'ALL' });
    const sorted = decoded(
      routes.transactionHistory,
      (await history(anna, { orders: [{ property: 'totalAmount', direction: 'ASC' }] })).body,
    );
    expect(sorted.sort).toEqual({ property: 'totalAmount', direction: 'ASC' });
    expect((await history(anna, { limitRecord: 7 })).status).toBe(400);
  });
});

describe('documents: GET storage/<kind>/:orderNumber?token=', () => {
  const linksOf = async (token: string) => {
    const page = decoded(routes.transactionHistory, (await history(token)).body);
    const order = page.orders[0];
    const detail = order?.transactionDetails[0];
    if (order === undefined || detail?.urlTaxInvoice === undefined) throw new Error('no links');
    return { confirmation: order.urlOrderConfirm, taxInvoice: detail.urlTaxInvoice };
  };

  it('answers the PDF of the link as an attachment, private, never sniffed; the same bytes again', async () => {
    const { taxInvoice, confirmation } = await linksOf(anna);
    const first = await call(app, 'GET', taxInvoice);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(
      /^attachment; filename="TI\d{4}-\d{6}-en\.pdf"$/,
    );
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await call(app, 'GET', taxInvoice);
    expect(again.raw.equals(first.raw)).toBe(true);
    expect((await call(app, 'GET', confirmation)).status).toBe(200);
  });

  it('refuses a token of another kind or order, a changed, expired or session token, and none at all', async () => {
    const { taxInvoice } = await linksOf(anna);
    const url = new URL(taxInvoice);
    const token = url.searchParams.get('token') ?? '';
    const path = (kind: string, number: string, query: string) =>
      `/storage/${kind}/${number}${query}`;
    const refusals = [
      path('credit_note', annaOrder.subOrders[0] ?? '', `?token=${token}`),
      path('tax_invoice', guestOrder.poNumber, `?token=${token}`),
      path('tax_invoice', annaOrder.poNumber, `?token=${token.slice(0, -2)}xx`),
      path('tax_invoice', annaOrder.poNumber, `?token=${anna}`),
      path(
        'tax_invoice',
        annaOrder.poNumber,
        `?token=${signDocumentToken(Buffer.from(AFTER_SALE_ENV.DOCUMENT_SECRET), {
          kind: 'tax_invoice',
          poNumber: annaOrder.poNumber,
          owner: 'customer:1',
          expiresAt: new Date(Date.now() - 1000),
        })}`,
      ),
    ];
    for (const refused of refusals) {
      const answer = await call(app, 'GET', refused);
      expect(answer.status, refused).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await call(app, 'GET', path('tax_invoice', annaOrder.poNumber, ''))).status).toBe(400);
  });
});

describe('IDOR sweep: another customer, a guest and no token', () => {
  it("gives nobody else anything of the customer's orders", async () => {
    const annaPos = [annaOrder.poNumber, ...annaOrder.subOrders];
    const leaks = (body: unknown) =>
      annaPos.filter((number) => JSON.stringify(body ?? null).includes(number));
    const benHistory = await history(ben, { limitRecord: 'ALL' });
    expect(benHistory.status).toBe(200);
    expect(leaks(benHistory.body)).toEqual([]);
    const benCodes = await call(app, 'POST', '/promoCode/searchRefundPC', ben, {});
    expect(leaks(benCodes.body)).toEqual([]);
    const benOrder = await call(app, 'GET', `/order/${annaOrder.poNumber}`, ben);
    expect(benOrder.status).toBe(404);
    const guestReads = await call(
      app,
      'GET',
      `/order/${annaOrder.poNumber}?guest_uuid=${guestOrder.guestUuid ?? ''}`,
    );
    expect(guestReads.status).toBe(404);
    for (const [method, path] of [
      ['POST', '/transaction/history'],
      ['POST', '/promoCode/searchRefundPC'],
      ['POST', '/transaction/assignPoNumber'],
      ['PUT', '/customer/profile'],
      ['PUT', '/customer/change-password'],
    ] as const) {
      const anonymous = await call(app, method, path, undefined, {});
      expect(anonymous.status, path).toBe(401);
      expect(leaks(anonymous.body)).toEqual([]);
    }
    // A guest's order is never in a customer's history until it is assigned.
    const annaHistory = await history(anna, { limitRecord: 'ALL' });
    expect(JSON.stringify(annaHistory.body)).not.toContain(guestOrder.poNumber);
  });
});

describe('POST transaction/assignPoNumber', () => {
  const assign = (token: string, body: Record<string, unknown>) =>
    call(app, 'POST', '/transaction/assignPoNumber?lang=en', token, body);
  const details = (poNumber: string) => ({
    poNumber,
    shippingEmailAddress: 'SOMCHAI@example.com',
    shippingMobileNumber: '081-234-5678',
    countryCode: '+66',
  });

  it('answers alike an unknown order, wrong details and another customer’s order', async () => {
    const unknownPo = `${guestOrder.poNumber.slice(0, -8)}99999999`;
    const answers = [
      await assign(ben, details(unknownPo)),
      await assign(ben, { ...details(guestOrder.poNumber), shippingEmailAddress: 'x@example.com' }),
      await assign(ben, { ...details(guestOrder.poNumber), shippingMobileNumber: '0800000000' }),
      await assign(ben, details(annaOrder.poNumber)),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers[0]?.body['errorKey']).toBe('orderNotAssignable');
    const malformed = await assign(ben, details('NOTANORDER'));
    expect(malformed.status).toBe(400);
    expect(malformed.body['errorKey']).toBe('E400');
  });

  it('moves the guest order to the customer once; its documents follow', async () => {
    const moved = await assign(ben, details(guestOrder.poNumber.toLowerCase()));
    expect(moved.status).toBe(200);
    expect(decoded(routes.assignPoNumber, moved.body)).toEqual({ poNumber: guestOrder.poNumber });
    const page = decoded(routes.transactionHistory, (await history(ben)).body);
    expect(page.orders.map((order) => order.poNumber)).toContain(guestOrder.poNumber);
    const again = await assign(anna, details(guestOrder.poNumber));
    expect(again.status).toBe(400);
    const guestReads = await call(
      app,
      'GET',
      `/order/${guestOrder.poNumber}?guest_uuid=${guestOrder.guestUuid ?? ''}`,
    );
    expect(guestReads.status).toBe(404);
  });

  it('stops a customer after 10 failures in an hour', async () => {
    const dave = await newCustomer(app, 'dave.after@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await assign(dave, {
            ...details(annaOrder.poNumber),
            shippingEmailAddress: 'no@x.example',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST promoCode/searchRefundPC', () => {
  it("lists the customer's own unused, unexpired codes, 5 to a page, by start date or value", async () => {
    const [annaId, benId] = await Promise.all(
      ['anna.after@example.com', 'ben.after@example.com'].map(async (email) => {
        const [row] = await app.db.query<{ id: string }>(
          'SELECT id::text AS id FROM customer WHERE email = $1',
          [email],
        );
        return row?.id;
      }),
    );
    const code = (
      name: string,
      owner: string | undefined,
      value: number,
      startDay: number,
      end = '2099-01-01',
    ) =>
      app.db.query(
        `INSERT INTO refund_promo_code (code, customer_id, value, starts_at, expires_at, description, thai_description)
         VALUES ($1, $2, $3, $4, $5, 'Refund', 'คืนเงิน')`,
        [name, owner, value, `2026-01-${String(startDay).padStart(2, '0')}T00:00:00Z`, end],
      );
    for (let n = 1; n <= 6; n += 1) await code(`ANNA-00${n}`, annaId, n * 100, n);
    await code('ANNA-OLD', annaId, 5000, 7, '2026-01-08T00:00:00Z');
    await code('BEN-0001', benId, 9999, 9);
    await code('ANNA-USED', annaId, 7000, 10);
    await app.db.query(
      `UPDATE refund_promo_code SET used_at = now(),
              used_order_id = (SELECT order_id FROM orders WHERE po_number = $1)
        WHERE code = 'ANNA-USED'`,
      [annaOrder.poNumber],
    );

    const first = decoded(
      routes.searchRefundPromoCodes,
      (await call(app, 'POST', '/promoCode/searchRefundPC', anna, {})).body,
    );
    expect(first.pagination).toMatchObject({ totalRecords: 6, numOfPages: 2, pageSize: 5 });
    expect(first.promoCodes.map((entry) => entry.promoCode)).toEqual([
      'ANNA-006',
      'ANNA-005',
      'ANNA-004',
      'ANNA-003',
      'ANNA-002',
    ]);
    expect(first.promoCodes[0]).toMatchObject({ description: 'Refund', thaiDescription: 'คืนเงิน' });
    const byValue = decoded(
      routes.searchRefundPromoCodes,
      (
        await call(app, 'POST', '/promoCode/searchRefundPC', anna, {
          pageNumber: 2,
          orders: [{ property: 'value', direction: 'DESC' }],
        })
      ).body,
    );
    expect(byValue.promoCodes.map((entry) => entry.promoCode)).toEqual(['ANNA-001']);
    const none = decoded(
      routes.searchRefundPromoCodes,
      (
        await call(
          app,
          'POST',
          '/promoCode/searchRefundPC',
          await newCustomer(app, 'eve.after@example.com'),
          {},
        )
      ).body,
    );
    expect(none).toMatchObject({ promoCodes: [], pagination: { totalRecords: 0, numOfPages: 0 } });
  });
});
