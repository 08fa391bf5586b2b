import type { ComponentType } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { createEvent, createStore, type EventCallable, type Store } from 'effector';
import type { Language } from '@rewards/domain';
import type { Text } from '../api/errors';
import type { Query } from '../url/query';
import type { AppLocation } from './model';

/** What a page is opened with: its path parameters, its query and the whole location. */
export interface RouteContext {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly query: Query;
  readonly location: AppLocation;
}

/** The tab's title and the search engines' description of a page, in the page's language. */
export interface PageHead {
  /** The page's name; the shop's name follows it in the tab, unless `standalone`. */
  readonly title: Text;
  readonly standalone?: boolean;
  readonly description?: Text;
}

/** The shop's own title and description, for pages that have nothing more specific. */
export const DEFAULT_HEAD: PageHead = {
  title: { id: 'storefront.meta.title' },
  standalone: true,
  description: { id: 'storefront.meta.description' },
};

/** The document's title and description of a head, in words (the server's and the browser's alike). */
export function headTexts(
  head: PageHead,
  text: (text: Text) => string,
): { readonly title: string; readonly description: string } {
  const name = text(head.title);
  return {
    title:
      head.standalone === true
        ? name
        : text({ id: 'storefront.meta.pageTitle', values: { title: name } }),
    description: text(head.description ?? DEFAULT_HEAD.description ?? head.title),
  };
}

/** How a page loads its data: an event of its model and what it is called with. */
export interface PageOpening {
  readonly event: EventCallable<unknown>;
  readonly params: (context: RouteContext) => unknown;
}

/** One language's messages, parsed at build time (see build/precompiled-messages.ts). */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/**
 * Messages a page brings with it instead of the first page carrying them
 * (`virtual:messages/<name>.<lang>`): loaded with the page's chunk, before it
 * renders, on the server and in the browser alike.
 */
export interface PageMessages {
  /** The module's name (`checkout`): its ids are `checkout.*`. */
  readonly name: string;
  readonly load: Readonly<Record<Language, () => Promise<{ readonly default: CompiledMessages }>>>;
}

/** A page of the route table: its view and, where it has them, its data, head and not-found state. */
export interface PageModule {
  readonly Component: ComponentType;
  /**
   * Loads the page's data into the scope. The server runs it before it
   * renders; the client runs it on every later visit of a location, but not
   * for the location the server has just rendered (its data came with the
   * page).
   */
  readonly opening?: PageOpening;
  readonly $head?: Store<PageHead>;
  /** Whether what was asked for does not exist (the server answers 404). */
  readonly $notFound?: Store<boolean>;
  /** Its own messages, when it has ids the first page does not carry. */
  readonly messages?: PageMessages;
  /**
   * A page that belongs to one shopper's session (the checkout): search
   * engines are told not to index it.
   */
  readonly noindex?: boolean;
}

/** The page's data comes from `event`, called with `params(context)`. */
export function opens<P>(
  event: EventCallable<P>,
  params: (context: RouteContext) => P,
): PageOpening {
  // The event and its parameters are paired here, so calling one with the other is safe.
  return { event: event as unknown as EventCallable<unknown>, params };
}

/** The key of a location: the page it shows and the data it needs. */
export function locationKey(location: AppLocation): string {
  return `${location.pathname}${location.search}`;
}

/** The server rendered this location (its key) with its data. */
export const pageServed = createEvent<string>();

/** The client has taken over the served location: later visits load as usual. */
export const servedPageTaken = createEvent();

/** The location whose data the server loaded, until the client takes over. */
export const $servedLocation = createStore<string | null>(null)
  .on(pageServed, (_, key) => key)
  .reset(servedPageTaken);
