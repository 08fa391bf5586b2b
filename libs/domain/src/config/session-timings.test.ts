import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sessionTimings } from './session-timings';

describe('sessionTimings', () => {
  it('reads the notice in seconds and the lifetime in milliseconds', () => {
    expect(sessionTimings({ FE_REMAINING_TIME_NOTI: '30', FE_TOKEN_TIME_OUT: '900000' })).toEqual({
      remainingTimeNoticeMs: 30_000,
      tokenTimeoutMs: 900_000,
    });
  });

  it('falls back to the defaults for anything that is not a positive whole number', () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, '', '0', '-5', '1.5', 'abc', ' 12x'), (bad) => {
        expect(
          sessionTimings({
            ...(bad === undefined ? {} : { FE_REMAINING_TIME_NOTI: bad, FE_TOKEN_TIME_OUT: bad }),
          }),
        ).toEqual({ remainingTimeNoticeMs: 30_000, tokenTimeoutMs: 150_000 });
      }),
    );
  });
});
