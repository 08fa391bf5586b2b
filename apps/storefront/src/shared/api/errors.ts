import { createEvent, createStore, sample } from 'effector';
import { isApiError, type ApiError } from '@rewards/api-client';
import { localizedText, type Language } from '@rewards/domain';
import type { MessageId } from '@rewards/messages';

/** Text to show: a message of the catalogue, or the server's own words (already in the right language). */
export type Text =
  | { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

function serverTitle(
  body: { title: string; thaiTitle: string } | undefined,
  lang: Language,
): string | undefined {
  if (body === undefined) return undefined;
  const title = localizedText(body.title, body.thaiTitle, lang);
  return title.trim() === '' ? undefined : title;
}

/**
 * The message of a failed call, by the kind of failure (spec section 8):
 * status 0 'Server not reachable'; a 400 with the app-error header shows the
 * server's title, else 'Error on field' naming the fields (Min and Max read as
 * Size), else the server's message; 404 'Not found'; other statuses the
 * server's message; anything else 'Unknown error!'. Server titles are shown
 * in the customer's language (`thaiTitle` in Thai).
 */
export function describeApiError(error: ApiError, lang: Language): Text {
  switch (error.kind) {
    case 'unreachable':
    case 'timeout':
      return { id: 'storefront.error.unreachable' };
    case 'badRequest': {
      const appTitle = serverTitle(error.appError, lang);
      if (appTitle !== undefined) return { text: appTitle };
      if (error.fieldErrors.length > 0) {
        const fields = error.fieldErrors.map((field) =>
          /^(min|max)$/i.test(field.code) ? `${field.field} (Size)` : field.field,
        );
        return { id: 'storefront.error.onField', values: { fields: fields.join(', ') } };
      }
      const message = error.body?.message ?? serverTitle(error.body, lang);
      return message === undefined ? { id: 'storefront.error.generic' } : { text: message };
    }
    case 'notFound':
      return { id: 'storefront.error.notFound' };
    case 'sessionExpired':
      return { id: 'storefront.error.sessionExpired' };
    case 'unauthorized':
    case 'server': {
      const title = serverTitle(error.body, lang);
      return title === undefined ? { id: 'storefront.error.generic' } : { text: title };
    }
    case 'decode':
      return { id: 'storefront.error.generic' };
    case 'unknown':
      return { id: 'storefront.error.unknown' };
  }
}

/** The message of anything a call rejected with: an API error, or a fault of the shop itself. */
export function describeFailure(failure: unknown, lang: Language): Text {
  return isApiError(failure) ? describeApiError(failure, lang) : { id: 'storefront.error.crash' };
}

/** A call failed where the customer is looking and nothing on the page can say so better. */
export const apiFailed = createEvent<unknown>();
export const apiErrorDismissed = createEvent();

/** The failure the error modal shows, if any. */
export const $apiFailure = createStore<{ readonly failure: unknown } | null>(null);

// The latest failure replaces an unread one: the customer needs the newest news.
sample({ clock: apiFailed, fn: (failure) => ({ failure }), target: $apiFailure });

// OK closes the modal.
sample({ clock: apiErrorDismissed, fn: () => null, target: $apiFailure });
