import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subOrderShippingArb } from '../testing/orders.arbitraries';
import { subOrderStatus } from './sub-order-status';

const awaiting = { shippingStatus: 'Awaiting shipment', refundIssued: false };

describe('subOrderStatus: "Per sub-order: delivered, cancelled, refunded or current status text"', () => {
  it('delivered, with its date', () => {
    expect(subOrderStatus({ ...awaiting, deliveredOn: '2025-03-01' })).toEqual({
      code: 'subOrder.delivered',
      on: '2025-03-01',
    });
  });

  it('cancelled, with its date', () => {
    expect(subOrderStatus({ ...awaiting, cancelledOn: '2025-03-02' })).toEqual({
      code: 'subOrder.cancelled',
      on: '2025-03-02',
    });
  });

  it('refunded', () => {
    expect(subOrderStatus({ ...awaiting, refundIssued: true })).toEqual({
      code: 'subOrder.refunded',
    });
  });

  it('otherwise the current status text, as the server words it', () => {
    expect(subOrderStatus(awaiting)).toEqual({
      code: 'subOrder.current',
      status: 'Awaiting shipment',
    });
  });

  it('counts blank dates as unset', () => {
    expect(subOrderStatus({ ...awaiting, deliveredOn: ' ', cancelledOn: '' })).toEqual({
      code: 'subOrder.current',
      status: 'Awaiting shipment',
    });
  });

  it('takes the first that applies, in the order delivered, cancelled, refunded', () => {
    expect(
      subOrderStatus({
        ...awaiting,
        deliveredOn: '2025-03-01',
        cancelledOn: '2025-03-02',
        refundIssued: true,
      }).code,
    ).toBe('subOrder.delivered');
    expect(
      subOrderStatus({ ...awaiting, cancelledOn: '2025-03-02', refundIssued: true }).code,
    ).toBe('subOrder.cancelled');
  });

  describe('properties', () => {
    it('shows the current text only when nothing final happened', () => {
      fc.assert(
        fc.property(subOrderShippingArb(), (subOrder) => {
          const nothingFinal =
            !subOrder.deliveredOn && !subOrder.cancelledOn && !subOrder.refundIssued;
          expect(subOrderStatus(subOrder).code === 'subOrder.current').toBe(nothingFinal);
        }),
      );
    });
  });
});
