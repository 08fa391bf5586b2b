/**
 * The business constants and limits of the programme (specification section 9
 * and the policy text of section 1). Values that operations can change at run
 * time are not here: they come from the server's config, see `shop-config.ts`.
 */

/** The four card brands of the programme, by price code. */
export const CARD_BRANDS = ['KCC', 'AYCAP', 'GCS', 'TMS'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Card brands whose customers cannot pay with reward points. */
export const CARD_BRANDS_WITHOUT_POINTS: readonly CardBrand[] = ['GCS', 'TMS'];

/** The four payment types a cart can be paid with. */
export const PAYMENT_TYPES = ['CASH', 'POINT', 'POINT_CASH', 'CASH_INSTALLMENT'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * Point redemption is switched off in the client for now: payment is cash or
 * an instalment plan only. The rules for points stay complete and tested.
 */
export const POINTS_REDEMPTION_OPEN = false;

/** The most points a single item may cost. */
export const MAX_POINTS_PER_ITEM = 999_999;

/** The reward type's conversion: 1000 points are worth THB 6. */
export const REWARD_POINT_RATE = { ratePoint: 1000, rateCash: 6 } as const;

/** Shipping is free; the fee shown is always THB 0. */
export const SHIPPING_FEE_THB = '0.00';

/** Thai VAT, included in every price shown. */
export const VAT_PERCENT = 7;

/** Restocking fee per item for a returned, undelivered order. */
export const RESTOCKING_FEE_THB = '1500.00';

export const DELIVERY_ATTEMPTS = 2;
export const CARRIER_HOLD_DAYS = 7;
export const DELIVERY_ESTIMATE_BUSINESS_DAYS = { min: 4, max: 7 } as const;
export const REFUND_STATEMENT_DAYS = 30;

/** Attachments of a contact-us message. */
export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 10_240_000;
export const ALLOWED_ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** Free text limits. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const SEARCH_TEXT_MAX_LENGTH = 100;
export const QUANTITY_INPUT_MAX_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 40;

/** Engraving defaults, used when an item does not set its own limits. */
export const ENGRAVING_DEFAULT_MAX_LENGTH = 30;
export const ENGRAVING_SPECIAL_MAX_LENGTH = 12;

/** Page sizes of the lists. */
export const PAGE_SIZE = {
  search: 12,
  listItems: 12,
  recentlyViewed: 5,
  promoCodes: 5,
  transactionHistory: 5,
} as const;
export const RECENTLY_VIEWED_LIMIT = 10;
export const TRANSACTION_HISTORY_CHOICES = ['5', '25', '50', '100', 'ALL'] as const;

/** The pager shows 1 page at each end and 2 around the current one. */
export const PAGER = { marginPagesDisplayed: 1, pageRangeDisplayed: 2 } as const;

/** Categories shown per row of the category bar. */
export const QUANTITY_OF_CATEGORY = 6;

/** Timings, in milliseconds. */
export const TIMINGS_MS = {
  carouselAutoplay: 5000,
  carouselSpeed: 700,
  maintenancePoll: 5000,
  sessionWatch: 5000,
  sessionKeepAlive: 30_000,
  sessionWarningDefault: 30_000,
  tokenTimeoutDefault: 150_000,
  scrollWaitMax: 10_000,
  signInLinkListenerDelay: 300,
} as const;

/** Scroll offsets, in pixels, after which the sticky bar and the to-top button appear. */
export const STICKY_BAR_AFTER_PX = 150;
export const TO_TOP_AFTER_PX = 20;

/** Items listed in the checkout summary before "More details". */
export const SUMMARY_PREVIEW_ITEMS = 3;

/** The shop's partner identity. */
export const PARTNER_CODE = 'KSCTHA';
export const PARTNER_QUERY = 'OneEmpower';
export const DEFAULT_COUNTRY_CODE = '+66';

/** Contact-us subjects with rules of their own, and the new-case choice. */
export const SUBJECT_OTHER = 'OTHER';
export const SUBJECT_FOLLOW = 'FOLLOW';
export const NEW_CASE = 'New Case';

/** The label of card payments sent to the payment provider. */
export const PAYMENT_LABEL = 'CREDIT_DEBIT_CARD';

// --- Order numbers and contact-us limits (spec section 5; areas orders and support) ---
/**
 * Order numbers: a 6-9 letter prefix (START_PO plus PARTNER_CODE), then 8 digits; sub-orders add
 * the 2-digit index of the unit. Chat lookups and Assign Order accept exactly these two forms
 * (docs/checkout.md, "Order numbers").
 */
export const ORDER_NUMBER_PREFIX_LENGTH = { min: 6, max: 9 } as const;
export const ORDER_NUMBER_DIGITS = 8;
export const SUB_ORDER_NUMBER_DIGITS = 10;
/** The longest text an order-number field accepts. */
export const ORDER_NUMBER_MAX_LENGTH = 20;
/** PO-style digit input, and the PO number format (letters, digits, spaces). */
export const PO_DIGITS_MAX_LENGTH = 10;
export const PO_NUMBER_MAX_LENGTH = 40;
/** The subject a customer types for the contact-us subject OTHER (the spec's "32 or 50": 50). */
export const CONTACT_SUBJECT_MAX_LENGTH = 50;

// --- Languages (spec sections 1 and 2; area catalogue) ---
/** The shop's languages, the `lang` query of every URL; English is the default locale. */
export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
