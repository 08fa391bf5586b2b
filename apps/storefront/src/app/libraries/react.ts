/** React and its DOM renderer (reading `hydrateRoot` runs react-dom's start-up). */
export { hydrateRoot } from 'react-dom/client';
