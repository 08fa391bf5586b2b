import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute that names the emotion styles in a served page's head, in
 * place of emotion's own `data-emotion`: `css <id> <id>...` for the
 * components' rules, `css-global <id>` for a `<Global>`.
 *
 * Emotion in the browser looks for its server's `data-emotion` tags when it
 * starts and moves each of them (to the end of the head, then into its
 * sheet). A moved `<style>` is a style sheet removed and added again: the
 * browser works out every element's style again and lays the page out again
 * (8-12 ms unthrottled here for each, about 30 ms together on the item page,
 * before hydration). Named otherwise, the tags stay where the server put them,
 * and the browser's cache learns their ids from `servedStyleCache` instead.
 */
export const SERVED_STYLES_ATTRIBUTE = 'data-served-css';

const EMOTION_ATTRIBUTE = /<style data-emotion="/g;

/** The server's style tags (from `@emotion/server`) under the served attribute. */
export function servedStyleTags(tags: string): string {
  return tags.replace(EMOTION_ATTRIBUTE, `<style ${SERVED_STYLES_ATTRIBUTE}="`);
}

/**
 * The browser's emotion cache for a served page: every component rule whose
 * id the head's served tags list counts as inserted, so hydration neither
 * inserts those rules again nor touches the tags. Rules of anything rendered
 * later are inserted as usual.
 */
export function servedStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  const prefix = `${cache.key} `;
  for (const tag of doc.querySelectorAll(`style[${SERVED_STYLES_ATTRIBUTE}]`)) {
    const names = tag.getAttribute(SERVED_STYLES_ATTRIBUTE) ?? '';
    if (!names.startsWith(prefix)) continue;
    for (const id of names.slice(prefix.length).split(' ')) {
      if (id !== '') cache.inserted[id] = true;
    }
  }
  return cache;
}
