import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryDateArb, shipmentArb } from '../testing/orders.arbitraries';
import { describeShipment } from './describe-shipment';

/** 10 May 2025, 23:59 in Bangkok (16:59 UTC). */
const lastMinuteOf10May = new Date('2025-05-10T16:59:00Z');
/** 11 May 2025, 00:00 in Bangkok (17:00 UTC on 10 May). */
const midnightOf11May = new Date('2025-05-10T17:00:00Z');

describe('describeShipment: the shipment status values', () => {
  it('"Order voided"', () => {
    expect(describeShipment({ status: 'VOIDED' }, midnightOf11May)).toEqual({
      text: 'shipment.orderVoided',
      delayed: false,
      showExpectedDate: true,
    });
  });

  it('"Order refunded (expected date hidden)", never delayed', () => {
    expect(
      describeShipment({ status: 'REFUNDED', expectedDeliveryDate: '2025-05-01' }, midnightOf11May),
    ).toEqual({
      text: 'shipment.orderRefunded',
      delayed: false,
      showExpectedDate: false,
    });
  });

  it('"Preparing for shipment", "On its way", "Delivered" before the expected date', () => {
    const expected = { expectedDeliveryDate: '2025-05-10' };
    expect(describeShipment({ status: 'PREPARING', ...expected }, lastMinuteOf10May).text).toBe(
      'shipment.preparingForShipment',
    );
    expect(describeShipment({ status: 'ON_ITS_WAY', ...expected }, lastMinuteOf10May).text).toBe(
      'shipment.onItsWay',
    );
    expect(describeShipment({ status: 'DELIVERED', ...expected }, lastMinuteOf10May).text).toBe(
      'shipment.delivered',
    );
  });

  it('"but delayed" once the expected day is over in Thailand, while preparing or on its way', () => {
    const expected = { expectedDeliveryDate: '2025-05-10' };
    expect(describeShipment({ status: 'PREPARING', ...expected }, midnightOf11May)).toEqual({
      text: 'shipment.preparingForShipmentButDelayed',
      delayed: true,
      showExpectedDate: true,
    });
    expect(describeShipment({ status: 'ON_ITS_WAY', ...expected }, midnightOf11May).text).toBe(
      'shipment.onItsWayButDelayed',
    );
  });

  it('never "but delayed" once delivered or voided', () => {
    const expected = { expectedDeliveryDate: '2025-05-01' };
    expect(describeShipment({ status: 'DELIVERED', ...expected }, midnightOf11May).delayed).toBe(
      false,
    );
    expect(describeShipment({ status: 'VOIDED', ...expected }, midnightOf11May).delayed).toBe(
      false,
    );
  });

  it('compares a date-time expectation with the moment itself', () => {
    const expectedDeliveryDate = '2025-05-10T12:00:00+07:00';
    expect(
      describeShipment(
        { status: 'ON_ITS_WAY', expectedDeliveryDate },
        new Date('2025-05-10T04:59:00Z'),
      ).delayed,
    ).toBe(false);
    expect(
      describeShipment(
        { status: 'ON_ITS_WAY', expectedDeliveryDate },
        new Date('2025-05-10T05:01:00Z'),
      ).delayed,
    ).toBe(true);
  });

  it('is not delayed without a readable expected date', () => {
    for (const expectedDeliveryDate of [
      undefined,
      '',
      'soon',
      '2025-02-30',
      '10/05/2025',
      '2025-13-01T00:00:00Z',
    ]) {
      expect(
        describeShipment({ status: 'PREPARING', expectedDeliveryDate }, midnightOf11May).delayed,
      ).toBe(false);
    }
  });

  it('refuses an invalid `now` as a programming error', () => {
    expect(() => describeShipment({ status: 'PREPARING' }, new Date(Number.NaN))).toThrow(
      RangeError,
    );
  });

  describe('properties', () => {
    it('only a shipment being prepared or on its way is ever delayed, and only a refund hides the date', () => {
      fc.assert(
        fc.property(shipmentArb(), fc.date({ noInvalidDate: true }), (shipment, now) => {
          const description = describeShipment(shipment, now);
          if (description.delayed) expect(['PREPARING', 'ON_ITS_WAY']).toContain(shipment.status);
          expect(description.showExpectedDate).toBe(shipment.status !== 'REFUNDED');
          expect(description.text.endsWith('ButDelayed')).toBe(description.delayed);
        }),
      );
    });

    it('a delay, once shown, stays shown as time goes on', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('PREPARING' as const, 'ON_ITS_WAY' as const),
          deliveryDateArb(),
          fc.date({ noInvalidDate: true }),
          fc.integer({ min: 0, max: 10 ** 10 }),
          (status, expectedDeliveryDate, now, laterMs) => {
            const later = new Date(Math.min(now.getTime() + laterMs, 8.64e15));
            if (describeShipment({ status, expectedDeliveryDate }, now).delayed) {
              expect(describeShipment({ status, expectedDeliveryDate }, later).delayed).toBe(true);
            }
          },
        ),
      );
    });

    it('an order being prepared is delayed from the day after its expected date, Bangkok time', () => {
      fc.assert(
        fc.property(deliveryDateArb(), (expectedDeliveryDate) => {
          const startOfDayInBangkok = new Date(`${expectedDeliveryDate}T00:00:00+07:00`).getTime();
          const dayMs = 24 * 60 * 60 * 1000;
          const shipment = { status: 'PREPARING' as const, expectedDeliveryDate };
          expect(
            describeShipment(shipment, new Date(startOfDayInBangkok + dayMs - 1)).delayed,
          ).toBe(false);
          expect(describeShipment(shipment, new Date(startOfDayInBangkok + dayMs)).delayed).toBe(
            true,
          );
        }),
      );
    });
  });
});
