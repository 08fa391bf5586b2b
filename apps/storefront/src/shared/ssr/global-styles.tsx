import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { shopSystem } from '@rewards/ui';
import { servedStyleTags } from './served-styles';

type StyleChunk = EmotionCriticalToChunks['styles'][number];

/** The design system's global CSS (its layers, reset and tokens) as served style tags, and their ids. */
export interface GlobalStyles {
  readonly tags: string;
  readonly ids: ReadonlySet<string>;
}

/**
 * The design system's global CSS, rendered once: it is the same on every
 * page (about 39 KB), and serialising it again for each page was a large
 * part of a render's work and garbage. Pages are rendered with the system
 * that has no global CSS of its own (`globalCssServed`, as the browser
 * hydrates them) and the head carries these tags before the page's own.
 */
export function renderGlobalStyles(): GlobalStyles {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const { styles } = emotion.extractCriticalToChunks(
    renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={shopSystem()}>{null}</ChakraProvider>
      </CacheProvider>,
    ),
  );
  const globals = styles.filter((chunk) => chunk.key !== cache.key && chunk.css !== '');
  return {
    tags: servedStyleTags(emotion.constructStyleTagsFromChunks({ html: '', styles: globals })),
    ids: new Set(globals.flatMap((chunk) => chunk.ids)),
  };
}

/**
 * A page's own style chunks: without the global ones already served
 * (`served`) and without empty ones (the system without global CSS still
 * renders an empty global style).
 */
export function pageStyleChunks(chunks: readonly StyleChunk[], served: GlobalStyles): StyleChunk[] {
  return chunks.filter(
    (chunk) =>
      chunk.key === 'css' || (chunk.css !== '' && !chunk.ids.every((id) => served.ids.has(id))),
  );
}
