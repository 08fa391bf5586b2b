/**
 * The libraries every page runs on. The entry loads this module first, so
 * their start-up code is evaluated in a task of its own before the shop's
 * modules (see `main.tsx`); the shop itself imports them directly.
 */
export { hydrateRoot } from 'react-dom/client';
export { ChakraProvider } from '@chakra-ui/react';
export { fork } from 'effector';
export { Provider } from 'effector-react';
export { IntlProvider } from 'react-intl';
export { BrowserRouter } from 'react-router-dom';
