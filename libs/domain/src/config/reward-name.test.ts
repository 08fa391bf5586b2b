import { describe, expect, it } from 'vitest';
import { rewardName } from './reward-name';

describe('rewardName', () => {
  it('names the points as the settings say, in each language', () => {
    const raw = { FE_REWARD_NAME: 'KSC FOREVER points', FE_REWARD_NAME_THAI: 'คะแนน KSC FOREVER' };
    expect(rewardName(raw, 'en')).toBe('KSC FOREVER points');
    expect(rewardName(raw, 'th')).toBe('คะแนน KSC FOREVER');
  });

  it('shows the English name on Thai pages when the Thai one is blank', () => {
    expect(rewardName({ FE_REWARD_NAME: 'Bonus points', FE_REWARD_NAME_THAI: ' ' }, 'th')).toBe(
      'Bonus points',
    );
  });

  it('falls back to a plain name when the settings say nothing', () => {
    expect(rewardName({}, 'en')).toBe('reward points');
    expect(rewardName({}, 'th')).toBe('คะแนนสะสม');
  });
});
