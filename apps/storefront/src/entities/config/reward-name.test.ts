import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@rewards/messages';
import { $locale } from '../locale/model';
import { $rawConfig } from './model';
import { $rewardName } from './reward-name';

const SETTINGS = { FE_REWARD_NAME: 'KSC FOREVER points', FE_REWARD_NAME_THAI: 'คะแนน KSC FOREVER' };

describe('the programme’s name for its points', () => {
  it('comes from the settings in the page’s language, and fills {reward} in messages', () => {
    for (const [lang, name] of [
      ['en', 'KSC FOREVER points'],
      ['th', 'คะแนน KSC FOREVER'],
    ] as const) {
      const scope = fork({
        values: [
          [$rawConfig, SETTINGS],
          [$locale, lang],
        ],
      });
      expect(scope.getState($rewardName)).toBe(name);
      expect(
        formatMessage('promotion.pointsBalanceTooLow', lang, {
          reward: scope.getState($rewardName),
        }),
      ).toContain(name);
    }
  });

  it('has a plain name before the settings arrive', () => {
    expect(fork().getState($rewardName)).toBe('reward points');
  });
});
