/** The message formatter. */
export { IntlProvider } from 'react-intl';
