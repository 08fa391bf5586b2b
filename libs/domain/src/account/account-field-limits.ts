/**
 * The limits of the account and address fields (spec section 5), exported so
 * that the forms can size their inputs by the same numbers the server checks.
 * Lengths count Unicode characters (code points), as the database does; a Thai
 * vowel or tone mark is a character of its own.
 */
export const ACCOUNT_FIELD_LIMITS = {
  /** First, last and full names: 1 to 32 characters. */
  nameMaxLength: 32,
  /** Company name: optional, up to 34. */
  companyNameMaxLength: 34,
  address1MaxLength: 34,
  address2MaxLength: 35,
  districtMaxLength: 35,
  cityMaxLength: 35,
  phoneMinDigits: 9,
  phoneMaxDigits: 10,
  /** A Thai postal code is exactly 5 digits. */
  postalCodeDigits: 5,
  /** The one postal prefix that is not a Thai postal area. */
  excludedPostalPrefix: '74',
  passwordMinLength: 8,
  birthdayMinYear: 1900,
} as const;
