import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPromotionAvailability,
  type PromotionAvailability,
} from './check-promotion-availability';

const now = new Date('2026-05-10T12:00:00+07:00');
const open: PromotionAvailability = { active: true, usedCount: 0, membersOnly: false };
const who = { now, signedIn: true, codesOpen: true };

const codes = (availability: PromotionAvailability | undefined, context = who) =>
  checkPromotionAvailability(availability, context).map((error) => error.code);

describe('checkPromotionAvailability: whether a code can be used at all, before its rules', () => {
  it('an active code within its dates, with uses left, is available', () => {
    expect(codes(open)).toEqual([]);
    expect(
      codes({
        ...open,
        startsAt: '2026-05-01T00:00:00+07:00',
        endsAt: '2026-05-31T23:59:59+07:00',
        maxUses: 5,
        usedCount: 4,
      }),
    ).toEqual([]);
  });

  it('an unknown or switched-off code does not exist; with codes closed nothing does', () => {
    expect(codes(undefined)).toEqual(['promotion.notFound']);
    expect(codes({ ...open, active: false })).toEqual(['promotion.notFound']);
    expect(codes(open, { ...who, codesOpen: false })).toEqual(['promotion.codesClosed']);
  });

  it('before its start it is not active yet, from its end on it has expired', () => {
    expect(checkPromotionAvailability({ ...open, startsAt: '2026-05-11' }, who)).toEqual([
      { code: 'promotion.notStarted', startsAt: '2026-05-11' },
    ]);
    expect(codes({ ...open, endsAt: '2026-05-10T11:59:59+07:00' })).toEqual(['promotion.expired']);
    expect(codes({ ...open, endsAt: '2026-05-10T12:00:00+07:00' })).toEqual(['promotion.expired']);
    expect(codes({ ...open, startsAt: 'not a date' })).toEqual(['promotion.notStarted']);
    expect(codes({ ...open, endsAt: 'not a date' })).toEqual(['promotion.expired']);
  });

  it('a code whose uses are all taken is used up', () => {
    expect(codes({ ...open, maxUses: 5, usedCount: 5 })).toEqual(['promotion.usedUp']);
    expect(codes({ ...open, maxUses: 0, usedCount: 0 })).toEqual(['promotion.usedUp']);
  });

  it('a members-only code is refused to a guest, and says so with its other faults', () => {
    expect(codes({ ...open, membersOnly: true }, { ...who, signedIn: false })).toEqual([
      'promotion.membersOnly',
    ]);
    expect(codes({ ...open, membersOnly: true })).toEqual([]);
    expect(
      codes(
        { ...open, membersOnly: true, maxUses: 1, usedCount: 1, endsAt: '2026-01-01' },
        { ...who, signedIn: false },
      ),
    ).toEqual(['promotion.expired', 'promotion.usedUp', 'promotion.membersOnly']);
  });

  describe('properties', () => {
    it('available exactly when active, started, not ended, with a use left and open to the caller', () => {
      fc.assert(
        fc.property(
          fc.record({
            active: fc.boolean(),
            startOffset: fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }),
            endOffset: fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }),
            maxUses: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
            usedCount: fc.integer({ min: 0, max: 10 }),
            membersOnly: fc.boolean(),
            signedIn: fc.boolean(),
          }),
          (sample) => {
            const at = (offset: number | undefined) =>
              offset === undefined
                ? undefined
                : new Date(now.getTime() + offset * 60_000).toISOString();
            const startsAt = at(sample.startOffset);
            const endsAt = at(sample.endOffset);
            const availability: PromotionAvailability = {
              active: sample.active,
              usedCount: sample.usedCount,
              membersOnly: sample.membersOnly,
              ...(startsAt === undefined ? {} : { startsAt }),
              ...(endsAt === undefined ? {} : { endsAt }),
              ...(sample.maxUses === undefined ? {} : { maxUses: sample.maxUses }),
            };
            const available =
              sample.active &&
              (sample.startOffset === undefined || sample.startOffset <= 0) &&
              (sample.endOffset === undefined || sample.endOffset > 0) &&
              (sample.maxUses === undefined || sample.usedCount < sample.maxUses) &&
              (!sample.membersOnly || sample.signedIn);
            const errors = checkPromotionAvailability(availability, {
              now,
              signedIn: sample.signedIn,
              codesOpen: true,
            });
            expect(errors.length === 0).toBe(available);
          },
        ),
      );
    });
  });
});
