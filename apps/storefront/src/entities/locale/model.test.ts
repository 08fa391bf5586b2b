import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { clientStarted } from '../../shared/lifecycle';
import {
  readSlice,
  writeSliceFx,
  type KeyValueStorage,
  type SliceWrite,
} from '../../shared/persistence/storage';
import { locationChanged, navigateFx, reloadFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import { $locale, applyLocaleFx, languageToggled, localeSlice } from './model';

function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function setUp(stored: 'en' | 'th' = 'en') {
  const navigations: NavigateTo[] = [];
  const writes: SliceWrite[] = [];
  const reloads: string[] = [];
  const applied: string[] = [];
  const scope = fork({
    values: [[$locale, stored]],
    handlers: [
      [navigateFx, recordNavigation(navigations)],
      [writeSliceFx, (write: SliceWrite) => void writes.push(write)],
      [reloadFx, (url: string) => void reloads.push(url)],
      [applyLocaleFx, (lang: string) => void applied.push(lang)],
    ],
  });
  return { scope, navigations, writes, reloads, applied };
}

describe('locale', () => {
  it('the URL lang is the page language and is remembered', async () => {
    const { scope, navigations, writes, applied } = setUp('en');
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '?lang=th' } });
    expect(scope.getState($locale)).toBe('th');
    expect(navigations).toEqual([]);
    expect(writes).toEqual([{ slice: localeSlice, data: 'th' }]);
    expect(applied).toEqual(['th']);
  });

  it('a URL without lang gets the remembered one with a replace navigation', async () => {
    const { scope, navigations } = setUp('th');
    await allSettled(locationChanged, {
      scope,
      params: { pathname: '/search', search: '?q=ipad' },
    });
    expect(navigations).toEqual([
      { pathname: '/search', search: '?q=ipad&lang=th', replace: true },
    ]);
    expect(scope.getState($locale)).toBe('th');
  });

  it('an unknown lang is replaced too', async () => {
    const { scope, navigations } = setUp('en');
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '?lang=fr' } });
    expect(navigations).toEqual([{ pathname: '/', search: '?lang=en', replace: true }]);
  });

  it('<html lang> and the API language are set once the page is live in the browser', async () => {
    const { scope, applied } = setUp('th');
    await allSettled(clientStarted, { scope });
    expect(applied).toEqual(['th']);
  });

  it('the toggle remembers the new language, then reloads the same page with it', async () => {
    const { scope, writes, reloads } = setUp('en');
    await allSettled(locationChanged, {
      scope,
      params: { pathname: '/itemDetail', search: '?itemCode=A1&lang=en&quantity=2' },
    });
    await allSettled(languageToggled, { scope, params: 'th' });
    expect(writes).toEqual([{ slice: localeSlice, data: 'th' }]);
    expect(reloads).toEqual(['/itemDetail?itemCode=A1&lang=th&quantity=2']);
  });

  it('the stored language reads back; a stale version or a foreign value falls back to English', () => {
    expect(
      readSlice(
        memoryStorage({ 'rewards-store:locale': '{"version":1,"data":"th"}' }),
        localeSlice,
      ),
    ).toBe('th');
    expect(
      readSlice(
        memoryStorage({ 'rewards-store:locale': '{"version":0,"data":"th"}' }),
        localeSlice,
      ),
    ).toBe('en');
    expect(
      readSlice(
        memoryStorage({ 'rewards-store:locale': '{"version":1,"data":"fr"}' }),
        localeSlice,
      ),
    ).toBe('en');
    expect(readSlice(memoryStorage({ 'rewards-store:locale': '{not json' }), localeSlice)).toBe(
      'en',
    );
    expect(readSlice(undefined, localeSlice)).toBe('en');
  });
});
