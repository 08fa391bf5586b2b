import { createStore } from 'effector';
import { DEFAULT_HEAD, type PageHead } from '../shared/router/page';

/** The head of a page that says nothing more specific: the shop's own title and description. */
export const defaultHead = createStore<PageHead>(DEFAULT_HEAD, { serialize: 'ignore' });
