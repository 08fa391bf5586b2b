import {
  discountShares,
  exactMoney,
  moneyToString,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  thb,
  vatIncluded,
  ZERO_THB,
  type Money,
} from '@rewards/domain';
import type { Seller } from './seller';

/** The documents the shop issues, each numbered on its own (`OC`, `TI`, `CN` and the year). */
export type DocumentKind = 'order_confirmation' | 'tax_invoice' | 'credit_note';

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'order_confirmation',
  'tax_invoice',
  'credit_note',
];

/** The languages a document is rendered in. */
export type DocumentLang = 'en' | 'th';

export const DOCUMENT_LANGS: readonly DocumentLang[] = ['en', 'th'];

/** A text in both languages. */
export interface BothLanguages {
  readonly en: string;
  readonly th: string;
}

/** One line of a document: a sub-order's item, or the care plan bought with it. */
export interface DocumentLine {
  readonly subOrderNumber: string;
  readonly name: BothLanguages;
  readonly partNumber: string;
  readonly quantity: number;
  /** Amounts as text with 2 decimals, VAT included. */
  readonly unitPrice: string;
  readonly amount: string;
}

/**
 * What a document says, fixed when it is issued and stored with it: both
 * languages are rendered from this same record (one number, two renderings),
 * so the English and Thai PDFs never disagree on a figure.
 */
export interface DocumentBody {
  readonly seller: Seller;
  readonly buyer: {
    readonly name: string;
    readonly company?: string;
    readonly addressLines: readonly string[];
    readonly taxId?: string;
  };
  readonly poNumber: string;
  readonly lines: readonly DocumentLine[];
  readonly subtotal: string;
  readonly discount: string;
  /** A credit note's restocking fee: kept from a shipped unit's refund, so not credited. */
  readonly restockingFee?: string;
  /** VAT included; for a credit note, the amount credited. */
  readonly total: string;
  readonly vat: string;
  readonly net: string;
  /** A credit note's tax invoice. */
  readonly refersTo?: { readonly number: string; readonly issuedAt: string };
}

/** An order as the documents read it (their own query, see `document-repository.ts`). */
export interface DocumentOrder {
  readonly poNumber: string;
  readonly status: string;
  readonly owner: string;
  readonly lang: DocumentLang;
  readonly totalAmount: string;
  readonly promotionDiscount: string;
  readonly billing: Readonly<Record<string, unknown>>;
  readonly units: readonly DocumentUnit[];
}

/** One sub-order (one unit) as it was bought. */
export interface DocumentUnit {
  readonly subOrderNumber: string;
  readonly itemName: string;
  readonly thaiItemName: string;
  readonly partNumber: string;
  readonly unitPrice: string;
  readonly carePlan?: {
    readonly code: string;
    readonly name: string;
    readonly thaiName: string;
    readonly price: string;
  };
}

function text(record: Readonly<Record<string, unknown>>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
}

function buyerOf(billing: Readonly<Record<string, unknown>>): DocumentBody['buyer'] {
  const company = text(billing, 'companyName');
  const taxId = text(billing, 'taxId');
  const cityLine = [text(billing, 'district'), text(billing, 'city'), text(billing, 'postalCode')]
    .filter((part) => part !== '')
    .join(' ');
  const addressLines = [
    [text(billing, 'address1'), text(billing, 'address2'), text(billing, 'street')]
      .filter((part) => part !== '')
      .join(' '),
    cityLine,
  ].filter((line) => line !== '');
  return {
    name: text(billing, 'fullName'),
    ...(company === '' ? {} : { company }),
    addressLines,
    ...(taxId === '' ? {} : { taxId }),
  };
}

function linesOf(units: readonly DocumentUnit[]): DocumentLine[] {
  return units.flatMap((unit) => {
    const price = thb(unit.unitPrice);
    const item: DocumentLine = {
      subOrderNumber: unit.subOrderNumber,
      name: { en: unit.itemName, th: unit.thaiItemName },
      partNumber: unit.partNumber,
      quantity: 1,
      unitPrice: moneyToString(price),
      amount: moneyToString(multiplyMoney(price, 1)),
    };
    if (unit.carePlan === undefined) return [item];
    const carePrice = thb(unit.carePlan.price);
    return [
      item,
      {
        subOrderNumber: unit.subOrderNumber,
        name: { en: unit.carePlan.name, th: unit.carePlan.thaiName },
        partNumber: unit.carePlan.code,
        quantity: 1,
        unitPrice: moneyToString(carePrice),
        amount: moneyToString(carePrice),
      },
    ];
  });
}

function figures(lines: readonly DocumentLine[], discount: Money, fee: Money = ZERO_THB) {
  const subtotal = sumMoney(lines.map((line) => thb(line.amount)));
  const total = exactMoney(subtractMoney(subtractMoney(subtotal, discount), fee));
  const { vat, net } = vatIncluded(total);
  return {
    subtotal: moneyToString(subtotal),
    discount: moneyToString(discount),
    ...(fee.isZero() ? {} : { restockingFee: moneyToString(fee) }),
    total: moneyToString(total),
    vat: moneyToString(vat),
    net: moneyToString(net),
  };
}

/** An order confirmation's or tax invoice's content: every sub-order of the order. */
export function saleBody(order: DocumentOrder, seller: Seller): DocumentBody {
  const lines = linesOf(order.units);
  return {
    seller,
    buyer: buyerOf(order.billing),
    poNumber: order.poNumber,
    lines,
    ...figures(lines, thb(order.promotionDiscount)),
  };
}

/** What a sub-order cost before the discount: its unit and care plan. */
function unitTotal(unit: DocumentUnit): Money {
  return sumMoney(
    unit.carePlan === undefined
      ? [thb(unit.unitPrice)]
      : [thb(unit.unitPrice), thb(unit.carePlan.price)],
  );
}

/** Why a credit note cannot be issued as asked. */
export class CreditNoteRefused extends Error {}

/**
 * A credit note's content: the sub-orders refunded (all of them when none are
 * named) and what they were sold for, less their part of the promotion discount
 * (the domain's `discountShares`, so that each sub-order is credited its share
 * of what the order cost, to the satang, and all of them the whole discount),
 * less the restocking fee a shipped unit's refund kept, naming the tax invoice
 * it corrects.
 */
export function creditNoteBody(
  order: DocumentOrder,
  seller: Seller,
  taxInvoice: { readonly number: string; readonly issuedAt: Date },
  subOrderNumbers: readonly string[] | undefined,
  restockingFee: Money = ZERO_THB,
): DocumentBody {
  const wanted =
    subOrderNumbers === undefined
      ? undefined
      : new Set(subOrderNumbers.map((number) => number.trim().toUpperCase()));
  const units =
    wanted === undefined
      ? order.units
      : order.units.filter((unit) => wanted.has(unit.subOrderNumber));
  if (wanted !== undefined && units.length !== wanted.size) {
    throw new CreditNoteRefused('A sub-order named is not part of the order.');
  }
  if (units.length === 0)
    throw new CreditNoteRefused('A credit note names at least one sub-order.');
  const shares = discountShares(order.units.map(unitTotal), thb(order.promotionDiscount));
  const discount = sumMoney(
    order.units.flatMap((unit, index) => (units.includes(unit) ? [shares[index] ?? ZERO_THB] : [])),
  );
  const lines = linesOf(units);
  const credited = subtractMoney(sumMoney(lines.map((line) => thb(line.amount))), discount);
  if (restockingFee.isNegative() || restockingFee.greaterThan(credited)) {
    throw new CreditNoteRefused('A restocking fee is between nothing and what is credited.');
  }
  return {
    seller,
    buyer: buyerOf(order.billing),
    poNumber: order.poNumber,
    lines,
    ...figures(lines, discount, restockingFee),
    refersTo: { number: taxInvoice.number, issuedAt: taxInvoice.issuedAt.toISOString() },
  };
}
