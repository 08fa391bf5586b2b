import { createEffect, createEvent, createStore, sample } from 'effector';
import { $locale } from '../../entities/locale/model';
import { $unreadTickets } from '../../entities/ticket/model';
import {
  STORAGE_PREFIX,
  readSlice,
  writeSlice,
  type KeyValueStorage,
  type PersistedSlice,
} from '../../shared/persistence/storage';
import { $location, $query, navigateFx, navigationTo } from '../../shared/router/model';
import { PAGES } from '../../shared/router/page-registry';
import { shopUrl } from '../../shared/url/query';

/**
 * The chat's tab on every page (spec sections 2 and 6): whether the chat is
 * open and the tab hidden. The tab is a small chunk the layout loads once the
 * page is live (it is fixed to the screen's edge, so its arrival moves
 * nothing); the chat itself (its questions, steps and lookups) is a chunk of
 * its own, loaded the first time it opens.
 */

/** Whether the chat is open and the tab hidden, kept for the browser tab's visit (sessionStorage). */
export interface ChatTabState {
  readonly open: boolean;
  readonly hidden: boolean;
}

export const chatTabSlice: PersistedSlice<ChatTabState> = {
  key: 'chatTab',
  version: 1,
  fallback: { open: false, hidden: false },
  decode: (data) => {
    const state = data as Partial<ChatTabState> | null;
    return typeof state?.open === 'boolean' && typeof state.hidden === 'boolean'
      ? { open: state.open, hidden: state.hidden }
      : undefined;
  },
};

/** The browser tab's sessionStorage, when it may be used. */
export function sessionStore(): KeyValueStorage | undefined {
  try {
    const storage = globalThis.sessionStorage;
    storage.setItem(`${STORAGE_PREFIX}probe`, '1');
    storage.removeItem(`${STORAGE_PREFIX}probe`);
    return storage;
  } catch {
    return undefined;
  }
}

/** The tab is on the page: the page is live, and the visit's state may be read. */
export const chatTabMounted = createEvent();
export const chatTabClicked = createEvent();
export const chatClosed = createEvent();
export const chatTabDismissed = createEvent();

export const readChatTabFx = createEffect(() => readSlice(sessionStore(), chatTabSlice));
export const writeChatTabFx = createEffect((state: ChatTabState) => {
  writeSlice(sessionStore(), chatTabSlice, state);
});

export const $chatOpen = createStore(false, { serialize: 'ignore' });
export const $chatTabHidden = createStore(false, { serialize: 'ignore' });
/** The chat's chunk is wanted: it was opened once in this page's life. */
export const $chatLoaded = createStore(false, { serialize: 'ignore' }).on(
  $chatOpen.updates,
  (loaded, open) => loaded || open,
);

// The visit's state comes back once the page is live.
sample({ clock: chatTabMounted, target: readChatTabFx });
sample({ clock: readChatTabFx.doneData, fn: (state) => state.open, target: $chatOpen });
sample({ clock: readChatTabFx.doneData, fn: (state) => state.hidden, target: $chatTabHidden });

// `?showChat=Y` opens it, on the first page and on any later address.
sample({
  clock: [readChatTabFx.done, $location.updates],
  source: $query,
  filter: (query) => query.showChat === 'Y',
  fn: () => true,
  target: $chatOpen,
});

// A customer with unread answers goes to Contact Us instead (spec section 6).
sample({
  clock: chatTabClicked,
  source: $unreadTickets,
  filter: (unread) => unread === 0,
  fn: () => true,
  target: $chatOpen,
});
sample({
  clock: chatTabClicked,
  source: { unread: $unreadTickets, lang: $locale },
  filter: ({ unread }) => unread > 0,
  fn: ({ lang }) => navigationTo(shopUrl(PAGES.contact.path, lang)),
  target: navigateFx,
});

sample({ clock: chatClosed, fn: () => false, target: $chatOpen });
sample({ clock: chatTabDismissed, fn: () => true, target: $chatTabHidden });

sample({
  clock: [$chatOpen.updates, $chatTabHidden.updates],
  source: { open: $chatOpen, hidden: $chatTabHidden },
  target: writeChatTabFx,
});
