import { TIMINGS_MS } from '../config/business-constants';

/** The session's timing, and when the watcher started ticking. Times are epoch milliseconds. */
export interface SessionWatch {
  readonly tokenCreatedAt: number;
  /** FE_TOKEN_TIME_OUT (ShopConfig.tokenTimeoutMs). */
  readonly tokenTimeoutMs: number;
  /** FE_REMAINING_TIME_NOTI (ShopConfig.remainingTimeNoticeMs). */
  readonly remainingTimeNoticeMs: number;
  /** When the watcher started (sign-in, or a page load during the session); the token's creation by default. */
  readonly watchStartedAt?: number;
  /** The watcher's period; TIMINGS_MS.sessionWatch (5 s) by default. */
  readonly watchIntervalMs?: number;
}

/** When the warning first shows, and the seconds left it then announces. */
export interface FirstSessionWarning {
  readonly at: number;
  readonly remainingSeconds: number;
}

/**
 * When the session-expiring warning first shows. The watcher only looks every
 * 5 s, its first look one period after it starts, so the warning shows at the
 * first tick at or after the moment the time left reaches FE_REMAINING_TIME_NOTI:
 * up to 5 s late, announcing between 25 and 30 s with the defaults. With the
 * defaults (150 000 ms lifetime, 30 s notice, watch from sign-in) that is the
 * 24th tick, 120 s in, with exactly 30 s left. When no tick falls before the
 * token expires (a notice shorter than the period), there is no warning
 * (`undefined`): the session simply expires.
 */
export function firstSessionWarningAt(watch: SessionWatch): FirstSessionWarning | undefined {
  const interval = watch.watchIntervalMs ?? TIMINGS_MS.sessionWatch;
  const started = watch.watchStartedAt ?? watch.tokenCreatedAt;
  if (!Number.isSafeInteger(interval) || interval < 1) {
    throw new RangeError(`The watch period must be a whole number of ms from 1: ${interval}`);
  }
  const expiresAt = watch.tokenCreatedAt + watch.tokenTimeoutMs;
  const warnFrom = expiresAt - watch.remainingTimeNoticeMs;
  const ticks = Math.max(1, Math.ceil((warnFrom - started) / interval));
  const at = started + ticks * interval;
  if (!Number.isFinite(at) || at >= expiresAt) return undefined;
  return { at, remainingSeconds: Math.ceil((expiresAt - at) / 1000) };
}
