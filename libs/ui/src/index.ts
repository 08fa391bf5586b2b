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
export * from './i18n/use-error-message';
export * from './i18n/message-defaults';
export * from './link';
export * from './icons';
export * from './hooks';
export * from './components/price-tag';
export * from './components/error-messages';
export * from './components/header';
export * from './components/category-bar';
export * from './components/catalogue-slider';
export * from './components/promotion-banners';
export * from './components/carousel';
export * from './components/category-grid';
export * from './components/catalogue-tile';
export * from './components/item-card';
export * from './components/item-grid';
export * from './components/pager';
export * from './components/empty-state';
export * from './components/footer';
export * from './components/not-found-page';
export * from './components/maintenance-page';
export * from './components/sticky-bar';
export * from './components/to-top-button';
export * from './components/sheet';
export * from './components/info-modal';
export * from './components/attribute-picker';
export * from './components/care-plan-option';
export * from './components/quantity-input';
export * from './components/engraving-editor';
export * from './components/payment-option-view';
export * from './components/form-field';
export * from './components/sign-in-form';
export * from './components/sign-up-form';
export * from './components/forgot-password-form';
export * from './components/reset-password-form';
export * from './components/auth-modal';
export * from './components/session-dialogs';
export * from './components/cart-line';
export * from './components/cart-summary';
export * from './components/cart-view';
export * from './components/cart-prefill-warning';
export * from './components/card-brand-select';
export * from './components/responsive-picture';
export * from './components/add-to-cart-bar';
