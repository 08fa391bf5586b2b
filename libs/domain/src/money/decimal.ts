import { Decimal as DecimalJs } from 'decimal.js';

/**
 * The one decimal constructor of the shop. A private clone, so that no other
 * code configuring decimal.js globally can change how money is computed.
 * 40 significant digits hold any THB amount times any rate without loss;
 * the default rounding is never relied upon: every rounding names its mode.
 */
export const Dec = /* @__PURE__ */ DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
});

/** A decimal value of any scale, before it is rounded to money. */
export type Decimal = DecimalJs;

/** What a decimal can be made from. */
export type DecimalInput = DecimalJs.Value;

export const RoundingMode = {
  /** Towards +infinity: the shop collects the fraction. */
  up: DecimalJs.ROUND_CEIL,
  /** Towards -infinity: the customer's credit is never overstated. */
  down: DecimalJs.ROUND_FLOOR,
  /** To the nearest, ties away from zero: how a bank rounds a quoted figure. */
  halfUp: DecimalJs.ROUND_HALF_UP,
} as const;

/** Whether a value is a decimal (of any scale), for code that carries values it does not compute with. */
export function isDecimal(value: unknown): value is Decimal {
  return Dec.isDecimal(value);
}

/**
 * A decimal again from the text `toString` wrote for it, for state that
 * travels as JSON (the server's rendered state read by the browser).
 * @throws Error when the text is no number.
 */
export function decimalFromText(text: string): Decimal {
  return new Dec(text);
}
