import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $locale } from '../../entities/locale/model';
import { ticketsRead } from '../../entities/ticket/model';
import { $location, navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import {
  $chatLoaded,
  $chatOpen,
  $chatTabHidden,
  chatClosed,
  chatTabClicked,
  chatTabDismissed,
  chatTabMounted,
  readChatTabFx,
  writeChatTabFx,
  type ChatTabState,
} from './entry';

function setUp(stored: ChatTabState, search = '') {
  const written: ChatTabState[] = [];
  const navigations: NavigateTo[] = [];
  const scope = fork({
    values: [
      [$locale, 'th'],
      [$location, { pathname: '/', search }],
    ],
    handlers: [
      [readChatTabFx, () => stored],
      [writeChatTabFx, (state: ChatTabState) => void written.push(state)],
      [navigateFx, recordNavigation(navigations)],
    ],
  });
  return { scope, written, navigations };
}

const CLOSED = { open: false, hidden: false };

describe('the chat tab', () => {
  it('the tab opens the chat, whose chunk is then wanted; closing keeps it loaded', async () => {
    const { scope, written } = setUp(CLOSED);
    await allSettled(chatTabMounted, { scope });
    expect(scope.getState($chatLoaded)).toBe(false);
    await allSettled(chatTabClicked, { scope });
    expect(scope.getState($chatOpen)).toBe(true);
    expect(scope.getState($chatLoaded)).toBe(true);
    await allSettled(chatClosed, { scope });
    expect(scope.getState($chatOpen)).toBe(false);
    expect(scope.getState($chatLoaded)).toBe(true);
    expect(written.slice(-2)).toEqual([{ open: true, hidden: false }, CLOSED]);
  });

  it('?showChat=Y opens it once the tab is on the page', async () => {
    const { scope } = setUp(CLOSED, '?lang=th&showChat=Y');
    expect(scope.getState($chatOpen)).toBe(false);
    await allSettled(chatTabMounted, { scope });
    expect(scope.getState($chatOpen)).toBe(true);
  });

  it('an open chat and a hidden tab survive a reload of the browser tab', async () => {
    const { scope } = setUp({ open: true, hidden: true });
    await allSettled(chatTabMounted, { scope });
    expect(scope.getState($chatOpen)).toBe(true);
    expect(scope.getState($chatTabHidden)).toBe(true);
  });

  it('the x hides the tab for the visit', async () => {
    const { scope, written } = setUp(CLOSED);
    await allSettled(chatTabDismissed, { scope });
    expect(scope.getState($chatTabHidden)).toBe(true);
    expect(written.at(-1)).toEqual({ open: false, hidden: true });
  });

  it('a customer with unread answers goes to Contact Us instead', async () => {
    const { scope, navigations } = setUp(CLOSED);
    await allSettled(ticketsRead, { scope, params: [{ read: false }, { read: true }] });
    await allSettled(chatTabClicked, { scope });
    expect(scope.getState($chatOpen)).toBe(false);
    expect(navigations).toEqual([{ pathname: '/contactus', search: '?lang=th' }]);
  });
});
