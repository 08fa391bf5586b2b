import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { fetchCategoriesFx } from '../entities/category/model';
import {
  $logo,
  $notice,
  $maintenanceOn,
  fetchConfigFx,
  fetchLogoFx,
  fetchNoticeFx,
  pingFx,
} from '../entities/config/model';
import { $locale, applyLocaleFx } from '../entities/locale/model';
import { appStarted } from '../shared/lifecycle';
import { locationChanged, navigateFx, type NavigateTo } from '../shared/router/model';
import { recordNavigation } from '../shared/router/recorded-navigation';
import { MAINTENANCE_PATH } from './model';

function startUp(options: {
  ping: () => Promise<void>;
  config?: Record<string, string>;
  path?: string;
  lang?: 'en' | 'th';
}) {
  const navigations: NavigateTo[] = [];
  const calls: string[] = [];
  const scope = fork({
    values: [[$locale, options.lang ?? 'en']],
    handlers: [
      [
        pingFx,
        async () => {
          calls.push('ping');
          await options.ping();
        },
      ],
      [
        fetchConfigFx,
        async () => {
          calls.push('config');
          return options.config ?? { FE_PUT_UP_MAINTENANCE_PAGE: '0' };
        },
      ],
      [
        fetchCategoriesFx,
        async () => {
          calls.push('categories');
          return [];
        },
      ],
      [fetchNoticeFx, async () => ({ message: 'Free delivery', message_thai: 'ส่งฟรี' })],
      [fetchLogoFx, async () => '/images/logo.svg'],
      [navigateFx, recordNavigation(navigations)],
      [applyLocaleFx, () => undefined],
    ],
  });
  return { scope, navigations, calls };
}

describe('start-up', () => {
  it('pings, then loads the settings, the categories and the notice; no redirect when the shop is open', async () => {
    const { scope, navigations, calls } = startUp({ ping: async () => undefined });
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '?lang=en' } });
    await allSettled(appStarted, { scope });
    expect(calls[0]).toBe('ping');
    expect(calls).toContain('config');
    expect(calls).toContain('categories');
    expect(scope.getState($maintenanceOn)).toBe(false);
    expect(scope.getState($notice)?.message).toBe('Free delivery');
    expect(scope.getState($logo)).toBe('/images/logo.svg');
    expect(navigations).toEqual([]);
  });

  it('a failed ping goes to /maintenance in the page language, without asking for the settings', async () => {
    const { scope, navigations, calls } = startUp({
      ping: async () => {
        throw { kind: 'unreachable', status: 0 };
      },
      lang: 'th',
    });
    await allSettled(locationChanged, {
      scope,
      params: { pathname: '/search', search: '?q=ipad&lang=th' },
    });
    await allSettled(appStarted, { scope });
    expect(calls).toEqual(['ping']);
    expect(navigations).toEqual([{ pathname: '/maintenance', search: '?lang=th', replace: true }]);
  });

  it("FE_PUT_UP_MAINTENANCE_PAGE '1' goes to /maintenance", async () => {
    const { scope, navigations } = startUp({
      ping: async () => undefined,
      config: { FE_PUT_UP_MAINTENANCE_PAGE: '1' },
    });
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '?lang=en' } });
    await allSettled(appStarted, { scope });
    expect(navigations).toEqual([{ pathname: '/maintenance', search: '?lang=en', replace: true }]);
  });

  it('stays on the maintenance page when already there', async () => {
    const { scope, navigations } = startUp({
      ping: async () => {
        throw { kind: 'unreachable', status: 0 };
      },
    });
    await allSettled(locationChanged, {
      scope,
      params: { pathname: MAINTENANCE_PATH, search: '?lang=en' },
    });
    await allSettled(appStarted, { scope });
    expect(navigations).toEqual([]);
  });
});
