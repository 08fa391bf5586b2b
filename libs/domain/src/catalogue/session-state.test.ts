import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionState } from './session-state';

const signedInAt = 1_700_000_000_000;
/** FE_TOKEN_TIME_OUT 150000 ms and FE_REMAINING_TIME_NOTI 30 s, the defaults. */
const at = (secondsAfterSignIn: number, warningShown = false) =>
  sessionState({
    tokenCreatedAt: signedInAt,
    now: signedInAt + secondsAfterSignIn * 1000,
    tokenTimeoutMs: 150_000,
    remainingTimeNoticeMs: 30_000,
    warningShown,
  });

describe('Session: warning once when remaining time reaches FE_REMAINING_TIME_NOTI (default 30 s); expired at FE_TOKEN_TIME_OUT (default 150000 ms)', () => {
  it('active with more than 30 s left', () => {
    expect(at(0)).toEqual({ state: 'active', remainingSeconds: 150 });
    expect(at(119.9)).toEqual({ state: 'active', remainingSeconds: 31 });
  });

  it('warn when 30 s or less are left, with the seconds left', () => {
    expect(at(120)).toEqual({ state: 'warn', remainingSeconds: 30 });
    expect(at(125)).toEqual({ state: 'warn', remainingSeconds: 25 });
    expect(at(149.5)).toEqual({ state: 'warn', remainingSeconds: 1 });
  });

  it('the warning shows once: once shown, the session reads active until it expires', () => {
    expect(at(125, true)).toEqual({ state: 'active', remainingSeconds: 25 });
  });

  it('expired at full time-out and after', () => {
    expect(at(150)).toEqual({ state: 'expired', remainingSeconds: 0 });
    expect(at(150, true)).toEqual({ state: 'expired', remainingSeconds: 0 });
    expect(at(10_000)).toEqual({ state: 'expired', remainingSeconds: 0 });
  });

  it('a token dated in the future (clock skew) counts as just issued', () => {
    expect(at(-60)).toEqual({ state: 'active', remainingSeconds: 150 });
  });

  it('non-finite times are programming errors', () => {
    expect(() =>
      sessionState({
        tokenCreatedAt: Number.NaN,
        now: 0,
        tokenTimeoutMs: 1,
        remainingTimeNoticeMs: 1,
        warningShown: false,
      }),
    ).toThrow(RangeError);
  });

  describe('properties', () => {
    const clockArb = fc.record({
      tokenCreatedAt: fc.integer({ min: 0, max: 2_000_000_000_000 }),
      elapsed: fc.integer({ min: -10_000, max: 1_000_000 }),
      tokenTimeoutMs: fc.integer({ min: 1000, max: 900_000 }),
      remainingTimeNoticeMs: fc.integer({ min: 0, max: 300_000 }),
      warningShown: fc.boolean(),
    });

    it('expired exactly when the token age reaches the time-out; warn only when not yet shown and within the notice', () => {
      fc.assert(
        fc.property(clockArb, ({ elapsed, ...clock }) => {
          const state = sessionState({ ...clock, now: clock.tokenCreatedAt + elapsed });
          const left = clock.tokenTimeoutMs - Math.max(elapsed, 0);
          if (left <= 0) return state.state === 'expired';
          if (state.state === 'warn')
            return !clock.warningShown && left <= clock.remainingTimeNoticeMs;
          return (
            state.state === 'active' && (clock.warningShown || left > clock.remainingTimeNoticeMs)
          );
        }),
      );
    });

    it('the seconds left never read 0 while the session lives, and never overstate by a whole second', () => {
      fc.assert(
        fc.property(clockArb, ({ elapsed, ...clock }) => {
          const state = sessionState({ ...clock, now: clock.tokenCreatedAt + elapsed });
          const leftMs = clock.tokenTimeoutMs - Math.max(elapsed, 0);
          return state.state === 'expired'
            ? state.remainingSeconds === 0
            : state.remainingSeconds >= 1 &&
                state.remainingSeconds * 1000 - leftMs < 1000 &&
                state.remainingSeconds * 1000 >= leftMs;
        }),
      );
    });
  });
});
