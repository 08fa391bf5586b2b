/**
 * The error codes of customer accounts and addresses (spec sections 3, 4, 5 and 8).
 * Each line quotes the spec's English wording where the spec gives one; the
 * others carry the wording proposed to the analysts in brackets.
 */
export const accountErrorCodes = [
  /** 'This field is required' (shared by every area). */
  'field.required',
  /** [Maximum {max} characters] A free-text field is longer than its limit, `{ max }`. */
  'field.tooLong',
  /** [Please choose one of the options] A choice field holds a value outside `{ allowed }` (a `|` list). */
  'field.invalidChoice',
  /** 'Maximum 32 characters with no special characters': a name longer than `{ max }`. */
  'name.tooLong',
  /** 'Maximum 32 characters with no special characters': a name holding a digit or symbol, `{ max }`. */
  'name.specialCharacters',
  /** 'Phone invalid': not `{ min }` to `{ max }` digits. */
  'phone.invalid',
  /** [Country code invalid] Not a `+` followed by 1 to 4 digits. */
  'countryCode.invalid',
  /** 'Maximum 5 characters with only digits.': not exactly `{ length }` digits. */
  'postalCode.invalidFormat',
  /** 'Invalid postal code': the prefix `{ prefix }` (74) is not a Thai postal area. */
  'postalCode.invalidPrefix',
  /** 'Invalid postal code': one digit repeated, such as 00000 or 11111. */
  'postalCode.repeatedDigits',
  /** 'Email format invalid' */
  'email.invalidFormat',
  /** 'Confirm email not match' */
  'email.confirmMismatch',
  /** 'Please acknowledge T&Cs before entering your email address.' */
  'registration.termsNotAcknowledged',
  /** [Password must have at least 8 characters, with a digit, a lower-case and an upper-case letter] Shorter than `{ min }`. */
  'password.tooShort',
  /** [same wording as password.tooShort] No digit. */
  'password.missingDigit',
  /** [same wording as password.tooShort] No lower-case letter. */
  'password.missingLowercase',
  /** [same wording as password.tooShort] No upper-case letter. */
  'password.missingUppercase',
  /** 'Confirm password not match!' */
  'password.confirmMismatch',
  /** [Please enter the date as DD-MM-YYYY] Not in the form DD-MM-YYYY. */
  'birthday.invalidFormat',
  /** [This date does not exist] No such day in that month and year (29-02 outside leap years, 31-04, month 13). */
  'birthday.invalidDate',
  /** [The year must be from {min} to {max}] Before 1900 or after this year. */
  'birthday.yearOutOfRange',
  /** [The birthday cannot be in the future] Later than today within this year. */
  'birthday.inFuture',
  /** 'Wrong Email or Password' (the server's answer to a failed sign-in, unless its key is E555). */
  'login.wrongCredentials',
  /** 'Invalid email address' (the server's answer to a forgot-password request it cannot serve). */
  'forgotPassword.invalidEmail',
] as const;

/** One of {@link accountErrorCodes}. */
export type AccountErrorCode = (typeof accountErrorCodes)[number];
