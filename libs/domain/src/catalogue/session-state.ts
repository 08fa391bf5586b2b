/** What the session watcher knows at one tick. Times are epoch milliseconds. */
export interface SessionClock {
  /** When the token was issued (`token_create_time`). */
  readonly tokenCreatedAt: number;
  readonly now: number;
  /** The token's lifetime, FE_TOKEN_TIME_OUT (ShopConfig.tokenTimeoutMs). */
  readonly tokenTimeoutMs: number;
  /** How long before the end the warning shows, FE_REMAINING_TIME_NOTI (ShopConfig.remainingTimeNoticeMs). */
  readonly remainingTimeNoticeMs: number;
  /** Whether the warning has already been shown for this token. */
  readonly warningShown: boolean;
}

/**
 * Where a session stands:
 * - `active`: nothing to do (including a warning already shown and still open or dismissed);
 * - `warn`: show the session-expiring warning now, the time left in whole seconds;
 * - `expired`: run the session-expired action (reset the user, clear the cart, show the modal).
 */
export type SessionState =
  | { readonly state: 'active'; readonly remainingSeconds: number }
  | { readonly state: 'warn'; readonly remainingSeconds: number }
  | { readonly state: 'expired'; readonly remainingSeconds: 0 };

/**
 * The session's state at `now`: expired once the token's age reaches
 * FE_TOKEN_TIME_OUT; otherwise 'warn' when the time left has reached
 * FE_REMAINING_TIME_NOTI (default 30 s) and the warning has not been shown
 * yet, as it shows once per token; otherwise active. Seconds left are rounded
 * up, so the countdown never reads 0 while the session is still alive.
 * A token dated in the future (a clock skew) counts as just issued.
 */
export function sessionState(clock: SessionClock): SessionState {
  for (const [name, value] of Object.entries(clock)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new RangeError(`${name} must be a finite number: ${value}`);
    }
  }
  const remainingMs = Math.min(
    clock.tokenCreatedAt + clock.tokenTimeoutMs - clock.now,
    clock.tokenTimeoutMs,
  );
  if (remainingMs <= 0) return { state: 'expired', remainingSeconds: 0 };
  const remainingSeconds = Math.ceil(remainingMs / 1000);
  if (remainingMs <= clock.remainingTimeNoticeMs && !clock.warningShown) {
    return { state: 'warn', remainingSeconds };
  }
  return { state: 'active', remainingSeconds };
}
