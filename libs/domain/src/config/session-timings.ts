import { TIMINGS_MS } from './business-constants';
import type { RawShopConfig } from './config-keys';

/** The session's timing from the server's settings. */
export interface SessionTimings {
  /** How long before the token expires the session warning shows, in ms. */
  readonly remainingTimeNoticeMs: number;
  /** Token lifetime in ms. */
  readonly tokenTimeoutMs: number;
}

/** A whole number above zero written in digits, else `undefined`. */
export function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  const parsed = Number(value.trim());
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/**
 * `FE_REMAINING_TIME_NOTI` is in seconds (default 30), `FE_TOKEN_TIME_OUT` in
 * milliseconds (default 150000); a missing or malformed value falls back to
 * its default.
 */
export function sessionTimings(raw: RawShopConfig): SessionTimings {
  const noticeSeconds = positiveInteger(raw.FE_REMAINING_TIME_NOTI);
  return {
    remainingTimeNoticeMs:
      noticeSeconds === undefined ? TIMINGS_MS.sessionWarningDefault : noticeSeconds * 1000,
    tokenTimeoutMs: positiveInteger(raw.FE_TOKEN_TIME_OUT) ?? TIMINGS_MS.tokenTimeoutDefault,
  };
}
