/**
 * The shop's design system: the Chakra UI v3 system (tokens, recipes, light and
 * dark), the THB and points formatters, and presentational components (props
 * in, callbacks out; no app state, no API).
 */
export * from './theme/system';
export * from './provider/ui-provider';
export * from './i18n/format-thb';
export * from './i18n/use-locale';
export * from './i18n/use-money-format';
export * from './components/price-tag';
