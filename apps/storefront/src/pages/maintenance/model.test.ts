import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { TIMINGS_MS } from '@rewards/domain';
import { fetchCategoriesFx } from '../../entities/category/model';
import {
  $maintenanceOn,
  $rawConfig,
  fetchLogoFx,
  fetchNoticeFx,
} from '../../entities/config/model';
import { $locale } from '../../entities/locale/model';
import { navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import { aRawConfig } from '../../testing/fixtures';
import { $polling, checkShopFx, maintenanceClosed, maintenanceOpened, waitFx } from './model';

const unreachable = { kind: 'unreachable', status: 0 };

function setUp(answers: readonly ('down' | 'maintenance' | 'open')[], onWait?: () => void) {
  const navigations: NavigateTo[] = [];
  const waits: number[] = [];
  let checks = 0;
  const scope = fork({
    values: [[$locale, 'th']],
    handlers: [
      [
        checkShopFx,
        async () => {
          const answer = answers[Math.min(checks, answers.length - 1)];
          checks += 1;
          if (answer === 'down') throw unreachable;
          return aRawConfig({ FE_PUT_UP_MAINTENANCE_PAGE: answer === 'maintenance' ? '1' : '0' });
        },
      ],
      [
        waitFx,
        async (ms: number) => {
          waits.push(ms);
          onWait?.();
        },
      ],
      [navigateFx, recordNavigation(navigations)],
      [fetchCategoriesFx, async () => []],
      [fetchNoticeFx, async () => null],
      [fetchLogoFx, async () => '/logo.svg'],
    ],
  });
  return { scope, navigations, waits, checks: () => checks };
}

describe('maintenance page', () => {
  it('polls every 5000 ms while the server is down or in maintenance, then goes home in the page language', async () => {
    const { scope, navigations, waits, checks } = setUp(['down', 'maintenance', 'open']);
    await allSettled(maintenanceOpened, { scope });
    expect(checks()).toBe(3);
    expect(waits).toEqual([TIMINGS_MS.maintenancePoll, TIMINGS_MS.maintenancePoll]);
    expect(TIMINGS_MS.maintenancePoll).toBe(5000);
    expect(navigations).toEqual([{ pathname: '/', search: '?lang=th', replace: true }]);
    expect(scope.getState($rawConfig)).not.toBeNull();
    expect(scope.getState($maintenanceOn)).toBe(false);
    expect(scope.getState($polling)).toBe(false);
  });

  it('stops polling when the customer leaves the page', async () => {
    const leave: { now?: () => void } = {};
    let waited = 0;
    const { scope, navigations, checks } = setUp(['down'], () => {
      waited += 1;
      if (waited === 2) leave.now?.();
    });
    leave.now = () => void allSettled(maintenanceClosed, { scope });
    await allSettled(maintenanceOpened, { scope });
    expect(checks()).toBe(2);
    expect(navigations).toEqual([]);
    expect(scope.getState($polling)).toBe(false);
  });
});
