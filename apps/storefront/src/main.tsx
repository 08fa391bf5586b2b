// The shop's typeface for both scripts, shipped from npm (as libs/ui's provider does).
import '@fontsource/ibm-plex-sans-thai/400.css';
import '@fontsource/ibm-plex-sans-thai/600.css';
import '@fontsource/ibm-plex-sans-thai/700.css';
import { createRoot } from 'react-dom/client';
import { allSettled, fork } from 'effector';
import { App } from './app/app';
// The start-up rules (ping, settings, maintenance) are registered by importing the model.
import './app/model';
import { $cart, cartSlice } from './entities/cart/model';
import { $locale, localeSlice } from './entities/locale/model';
import { appStarted } from './shared/lifecycle';
import { $location } from './shared/router/model';
import { browserStorage, readSlice } from './shared/persistence/storage';
import { parseLang, parseQuery } from './shared/url/query';

const storage = browserStorage();

// The page's language from the first render: the URL's, else the one kept from the last visit.
const lang = parseLang(parseQuery(window.location.search).lang) ?? readSlice(storage, localeSlice);

const scope = fork({
  values: [
    [$locale, lang],
    [$cart, readSlice(storage, cartSlice)],
    [$location, { pathname: window.location.pathname, search: window.location.search }],
  ],
});

/** Each language is its own chunk: a page downloads only the messages it shows. */
async function start(): Promise<void> {
  const { default: messages } =
    lang === 'th' ? await import('virtual:messages/th') : await import('virtual:messages/en');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <App scope={scope} messages={messages} />,
  );
  await allSettled(appStarted, { scope });
}

void start();
