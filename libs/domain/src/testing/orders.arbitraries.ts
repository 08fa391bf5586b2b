import fc from 'fast-check';
import { buildOrderNumber } from '../orders/build-order-number';
import { buildSubOrderNumber, MAX_ORDER_UNITS } from '../orders/build-sub-order-number';
import { SHIPMENT_STATUSES, type Shipment } from '../orders/describe-shipment';
import type { SubOrderShipping } from '../orders/sub-order-status';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** A START_PO that makes a valid prefix with the partner code: 0-3 capital letters. */
export function startPoArb(): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...LETTERS), { maxLength: 3 }).map((letters) => letters.join(''));
}

/** An order sequence the server's counter can reach (at most 8 digits). */
export function orderSequenceArb(): fc.Arbitrary<number> {
  return fc.integer({ min: 0, max: 99_999_999 });
}

/** START_PO and an order number issued under it. */
export function orderNumberArb(): fc.Arbitrary<{ startPo: string; orderNumber: string }> {
  return fc
    .tuple(startPoArb(), orderSequenceArb())
    .map(([startPo, sequence]) => ({ startPo, orderNumber: buildOrderNumber(startPo, sequence) }));
}

/** START_PO, an order number and the sub-order number of one of its units. */
export function subOrderNumberArb(): fc.Arbitrary<{
  startPo: string;
  orderNumber: string;
  unitIndex: number;
  subOrderNumber: string;
}> {
  return fc
    .tuple(orderNumberArb(), fc.integer({ min: 0, max: MAX_ORDER_UNITS - 1 }))
    .map(([{ startPo, orderNumber }, unitIndex]) => ({
      startPo,
      orderNumber,
      unitIndex,
      subOrderNumber: buildSubOrderNumber(orderNumber, unitIndex),
    }));
}

/** An expected delivery date: a calendar date `YYYY-MM-DD` between 2020 and 2030. */
export function deliveryDateArb(): fc.Arbitrary<string> {
  return fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
}

/** A shipment in any status, with or without an expected date. */
export function shipmentArb(): fc.Arbitrary<Shipment> {
  return fc.record(
    { status: fc.constantFrom(...SHIPMENT_STATUSES), expectedDeliveryDate: deliveryDateArb() },
    { requiredKeys: ['status'] },
  );
}

/** A sub-order's shipping fields, any mix of dates and refund. */
export function subOrderShippingArb(): fc.Arbitrary<SubOrderShipping> {
  return fc.record(
    {
      shippingStatus: fc.constantFrom('Awaiting shipment', 'Delivered', 'In transit'),
      deliveredOn: fc.constantFrom('', '2025-03-01'),
      cancelledOn: fc.constantFrom('', '2025-03-02'),
      refundIssued: fc.boolean(),
    },
    { requiredKeys: ['shippingStatus', 'refundIssued'] },
  );
}
