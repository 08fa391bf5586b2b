import { describe, expect, it } from 'vitest';
import { REWARD_POINT_RATE } from '../config/business-constants';
import { assertPointRate } from './assert-point-rate';

describe('assertPointRate: a price code converts only at a positive rate', () => {
  it('accepts the reward type rate, 1000 points worth THB 6', () => {
    expect(() => assertPointRate(REWARD_POINT_RATE)).not.toThrow();
  });

  it('refuses a rate of zero, below zero or not a number: that is a broken price code', () => {
    expect(() => assertPointRate({ ratePoint: 0, rateCash: 6 })).toThrow(RangeError);
    expect(() => assertPointRate({ ratePoint: 1000, rateCash: -6 })).toThrow(RangeError);
    expect(() => assertPointRate({ ratePoint: Number.NaN, rateCash: 6 })).toThrow(RangeError);
    expect(() => assertPointRate({ ratePoint: 1000, rateCash: Infinity })).toThrow(RangeError);
  });
});
