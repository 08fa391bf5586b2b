/** Where a shipment is, as the shipment-status lookup reports it. */
export const SHIPMENT_STATUSES = [
  'VOIDED',
  'REFUNDED',
  'PREPARING',
  'ON_ITS_WAY',
  'DELIVERED',
] as const;
/** One of {@link SHIPMENT_STATUSES}. */
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * The status texts, as message codes for the UI (spec section 4, "Shipment
 * status values"). The delayed variants are codes of their own, so that each
 * language can phrase "but delayed" its own way.
 */
export const SHIPMENT_STATUS_TEXTS = [
  /** "Order voided" */
  'shipment.orderVoided',
  /** "Order refunded" */
  'shipment.orderRefunded',
  /** "Preparing for shipment" */
  'shipment.preparingForShipment',
  /** "Preparing for shipment but delayed" */
  'shipment.preparingForShipmentButDelayed',
  /** "On its way" */
  'shipment.onItsWay',
  /** "On its way but delayed" */
  'shipment.onItsWayButDelayed',
  /** "Delivered" */
  'shipment.delivered',
] as const;
/** One of {@link SHIPMENT_STATUS_TEXTS}. */
export type ShipmentStatusText = (typeof SHIPMENT_STATUS_TEXTS)[number];

/** A shipment as the lookup returns it (the fields this rule needs). */
export interface Shipment {
  readonly status: ShipmentStatus;
  /**
   * `expectedDeliveryDate`: a calendar date `YYYY-MM-DD` (a day in Thailand),
   * or an ISO date-time. Missing or unreadable means "no expectation".
   */
  readonly expectedDeliveryDate?: string;
}

/** What the status line shows. */
export interface ShipmentDescription {
  readonly text: ShipmentStatusText;
  /** The expected date has passed while the order is still being prepared or on its way. */
  readonly delayed: boolean;
  /** The expected delivery date is hidden for a refunded order. */
  readonly showExpectedDate: boolean;
}

/** Thailand keeps UTC+7 all year. */
const THAILAND_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const TEXTS: Record<
  ShipmentStatus,
  readonly [onTime: ShipmentStatusText, delayed: ShipmentStatusText]
> = {
  VOIDED: ['shipment.orderVoided', 'shipment.orderVoided'],
  REFUNDED: ['shipment.orderRefunded', 'shipment.orderRefunded'],
  PREPARING: ['shipment.preparingForShipment', 'shipment.preparingForShipmentButDelayed'],
  ON_ITS_WAY: ['shipment.onItsWay', 'shipment.onItsWayButDelayed'],
  DELIVERED: ['shipment.delivered', 'shipment.delivered'],
};

/**
 * The status line of a shipment at the moment `now` (spec section 4): "Order
 * voided", "Order refunded" (expected date hidden), "Preparing for shipment",
 * "On its way", "Delivered"; "but delayed" is added when the expected date has
 * passed while preparing or on its way.
 *
 * A calendar date has passed once that whole day is over in Thailand: an order
 * expected on 10 May is not late at 23:59 on 10 May, Bangkok time. A date-time
 * has passed once `now` is after it.
 *
 * @throws RangeError when `now` is not a valid date (a programming error).
 */
export function describeShipment(shipment: Shipment, now: Date): ShipmentDescription {
  if (Number.isNaN(now.getTime())) throw new RangeError('`now` must be a valid date');
  const [onTime, late] = TEXTS[shipment.status];
  const delayed = onTime !== late && isPast(shipment.expectedDeliveryDate, now);
  return {
    text: delayed ? late : onTime,
    delayed,
    showExpectedDate: shipment.status !== 'REFUNDED',
  };
}

function isPast(expected: string | undefined, now: Date): boolean {
  const text = (expected ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    if (!isCalendarDate(text)) return false;
    // Compared as instants (end of that day in Thailand), so no date near the limits of Date overflows.
    const endOfDayInThailand = Date.parse(`${text}T00:00:00Z`) + DAY_MS - THAILAND_OFFSET_MS;
    return now.getTime() >= endOfDayInThailand;
  }
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
  return !Number.isNaN(instant) && now.getTime() > instant;
}

function isCalendarDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}
