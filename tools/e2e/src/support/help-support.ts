import type { Page } from 'playwright-core';
import type { OperatorCli } from './operator-cli';
import { guestPaidOrder, signedUpCustomer, type Customer, type GuestOrder } from './shop-api';

/**
 * What the Help & Contact journeys make for themselves: small files to
 * attach, a customer with an order of their own, and a shipped order to look
 * up in the chat.
 */

const API = '/backend/api';

/** A file as the browser's file input takes it. */
export interface FilePayload {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** A small, plain PDF (a header, a catalogue, a trailer: what the shop accepts). */
export function smallPdf(name: string): FilePayload {
  const text = [
    '%PDF-1.7',
    '1 0 obj',
    '<< /Type /Catalog /Pages 2 0 R >>',
    'endobj',
    '2 0 obj',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    'endobj',
    'trailer',
    '<< /Root 1 0 R >>',
    'startxref',
    '9',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

/** A photo: a small JPEG the page's own canvas encodes (a gradient, as a camera's picture has no flat colour). */
export async function smallPhoto(page: Page, name: string): Promise<FilePayload> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 64, 48);
    gradient.addColorStop(0, '#1e6bd6');
    gradient.addColorStop(1, '#f2b33d');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

async function post(baseUrl: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${API}${path}`, {
    method: 'POST',
    headers: {
      origin: baseUrl,
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** A new customer with a paid order of their own (a guest's order, assigned to the account as the shop allows). */
export async function customerWithOrder(
  baseUrl: string,
  prefix: string,
  item: { readonly code: string; readonly price: string },
): Promise<{ customer: Customer; order: GuestOrder }> {
  const customer = await signedUpCustomer(baseUrl, prefix);
  const order = await guestPaidOrder(baseUrl, item.code, item.price);
  const { id_token: token } = (await post(baseUrl, '/authenticate', {
    username: customer.email,
    password: customer.password,
  })) as { id_token: string };
  await post(
    baseUrl,
    '/transaction/assignPoNumber?lang=en',
    {
      poNumber: order.poNumber,
      shippingEmailAddress: order.email,
      shippingMobileNumber: order.mobile,
      countryCode: '+66',
    },
    token,
  );
  return { customer, order };
}

/** The operator's view of an order, as `--json` prints it. */
interface CliOrder {
  readonly subOrders: readonly { readonly subOrderNumber: string }[];
}

/** A guest's paid order, its one unit shipped by the operators' command line; answers the order and its tracking number. */
export async function shippedOrder(
  baseUrl: string,
  operator: OperatorCli,
  item: { readonly code: string; readonly price: string },
): Promise<{ order: GuestOrder; tracking: string }> {
  const order = await guestPaidOrder(baseUrl, item.code, item.price);
  const { subOrders } = await operator.json<CliOrder>('order', order.poNumber);
  const tracking = `KEX${order.poNumber.slice(-6)}`;
  const expected = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await operator.json(
    'ship',
    subOrders[0]?.subOrderNumber ?? '',
    '--carrier',
    'Kerry Express',
    '--tracking',
    tracking,
    '--expected',
    expected,
  );
  return { order, tracking };
}

/** The 20W USB-C Power Adapter, THB 790: no purchase limit, no engraving. */
export const CHARGER = { code: 'PWR20', price: '790.00' } as const;
