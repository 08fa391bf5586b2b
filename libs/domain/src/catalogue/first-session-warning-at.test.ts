import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstSessionWarningAt } from './first-session-warning-at';
import { sessionState } from './session-state';

const signedInAt = 1_700_000_000_000;

describe('Session watcher every 5 s: when the warning first shows', () => {
  it('defaults (150000 ms, 30 s): the 24th tick, 120 s after sign-in, announcing 30 s', () => {
    expect(
      firstSessionWarningAt({
        tokenCreatedAt: signedInAt,
        tokenTimeoutMs: 150_000,
        remainingTimeNoticeMs: 30_000,
      }),
    ).toEqual({
      at: signedInAt + 120_000,
      remainingSeconds: 30,
    });
  });

  it('a notice off the 5 s beat shows at the next tick: a 28 s notice shows at 125 s with 25 s left', () => {
    expect(
      firstSessionWarningAt({
        tokenCreatedAt: signedInAt,
        tokenTimeoutMs: 150_000,
        remainingTimeNoticeMs: 28_000,
      }),
    ).toEqual({
      at: signedInAt + 125_000,
      remainingSeconds: 25,
    });
  });

  it('a watcher started by a page load mid-session ticks from that load', () => {
    expect(
      firstSessionWarningAt({
        tokenCreatedAt: signedInAt,
        tokenTimeoutMs: 150_000,
        remainingTimeNoticeMs: 30_000,
        watchStartedAt: signedInAt + 2_000,
      }),
    ).toEqual({ at: signedInAt + 122_000, remainingSeconds: 28 });
    expect(
      firstSessionWarningAt({
        tokenCreatedAt: signedInAt,
        tokenTimeoutMs: 150_000,
        remainingTimeNoticeMs: 30_000,
        watchStartedAt: signedInAt + 140_000,
      }),
    ).toEqual({ at: signedInAt + 145_000, remainingSeconds: 5 });
  });

  it('no warning when no tick falls before the time-out (a 3 s notice: the 150 s tick already expires)', () => {
    expect(
      firstSessionWarningAt({
        tokenCreatedAt: signedInAt,
        tokenTimeoutMs: 150_000,
        remainingTimeNoticeMs: 3_000,
      }),
    ).toBeUndefined();
  });

  it('a watch period below 1 ms is a programming error', () => {
    expect(() =>
      firstSessionWarningAt({
        tokenCreatedAt: 0,
        tokenTimeoutMs: 1,
        remainingTimeNoticeMs: 1,
        watchIntervalMs: 0,
      }),
    ).toThrow(RangeError);
  });

  describe('properties', () => {
    const watchArb = fc.record({
      tokenCreatedAt: fc.integer({ min: 0, max: 2_000_000_000_000 }),
      tokenTimeoutMs: fc.integer({ min: 5_000, max: 900_000 }),
      remainingTimeNoticeMs: fc.integer({ min: 0, max: 300_000 }),
      startDelay: fc.integer({ min: 0, max: 200_000 }),
    });

    it('the first warning tick is a watcher tick where sessionState says warn, and the tick before it did not', () => {
      fc.assert(
        fc.property(watchArb, ({ startDelay, ...watch }) => {
          const watchStartedAt = watch.tokenCreatedAt + startDelay;
          const first = firstSessionWarningAt({ ...watch, watchStartedAt });
          const stateAt = (now: number) =>
            sessionState({ ...watch, now, warningShown: false }).state;
          if (first === undefined) {
            // Every tick before expiry is outside the notice window: the session simply expires.
            const expiresAt = watch.tokenCreatedAt + watch.tokenTimeoutMs;
            const lastTick =
              watchStartedAt + Math.floor((expiresAt - 1 - watchStartedAt) / 5000) * 5000;
            return lastTick <= watchStartedAt || stateAt(lastTick) === 'active';
          }
          const ticks = (first.at - watchStartedAt) / 5000;
          const previous = first.at - 5000;
          return (
            Number.isInteger(ticks) &&
            ticks >= 1 &&
            stateAt(first.at) === 'warn' &&
            (previous <= watchStartedAt || stateAt(previous) === 'active')
          );
        }),
      );
    });
  });
});
