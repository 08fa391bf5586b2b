import fc from 'fast-check';
import type { AddressFormValues } from '../account/validate-address-form';
import type { CalendarDate } from '../account/validate-birthday';
import type { ProfileFormValues } from '../account/validate-profile-form';
import type { RegistrationFormValues } from '../account/validate-registration-form';

const THAI_CONSONANTS = Array.from({ length: 0x2e }, (_, i) => String.fromCodePoint(0x0e01 + i));
/** Vowel marks above and below, tone marks (Unicode category Mn). */
const THAI_MARKS = [
  ...'\u0e31\u0e34\u0e35\u0e36\u0e37\u0e38\u0e39\u0e47\u0e48\u0e49\u0e4a\u0e4b\u0e4c',
];
/** Spacing vowels written after or before the consonant (category Lo). */
const THAI_VOWELS = [...'\u0e30\u0e32\u0e33\u0e40\u0e41\u0e42\u0e43\u0e44'];

function characterCount(text: string): number {
  return [...text].length;
}

/** A Thai syllable: a consonant, maybe a mark, maybe a spacing vowel (3 characters at most). */
const thaiSyllableArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...THAI_CONSONANTS),
    fc.option(fc.constantFrom(...THAI_MARKS), { nil: '' }),
    fc.option(fc.constantFrom(...THAI_VOWELS), { nil: '' }),
  )
  .map(([consonant, mark, vowel]) => consonant + mark + vowel);

/** A Thai name such as สมชาย or ศรีสุข, 1 to 30 characters with vowel and tone marks. */
export function thaiNameArb(): fc.Arbitrary<string> {
  return fc
    .array(thaiSyllableArb, { minLength: 1, maxLength: 10 })
    .map((syllables) => syllables.join(''));
}

/** A Latin-script name such as `Mary-Jane O'Neil`, 1 to 32 characters. */
export function latinNameArb(): fc.Arbitrary<string> {
  return fc
    .array(fc.stringMatching(/^[A-Z][a-z]{0,7}(?:[-'][A-Z][a-z]{0,6})?\.?$/), {
      minLength: 1,
      maxLength: 3,
    })
    .map((words) => words.join(' '))
    .filter((name) => characterCount(name) <= 32);
}

/** Any valid first, last or full name: Thai or Latin script, 1 to 32 characters, no symbols. */
export function validNameArb(): fc.Arbitrary<string> {
  return fc.oneof(thaiNameArb(), latinNameArb());
}

/** A valid phone number: 9 or 10 digits. */
export function validPhoneArb(): fc.Arbitrary<string> {
  return fc.stringMatching(/^[0-9]{9,10}$/);
}

/** A valid Thai postal code: 5 digits, prefix 00-73 or 75-99, never one digit repeated. */
export function validPostalCodeArb(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.integer({ min: 0, max: 98 }).map((n) => (n >= 74 ? n + 1 : n)),
      fc.integer({ min: 0, max: 999 }),
    )
    .map(([prefix, rest]) => {
      const code = String(prefix).padStart(2, '0') + String(rest).padStart(3, '0');
      // Nudge the last digit of 00000, 11111, ... so that it is no longer one repeated digit.
      return /^(\d)\1*$/.test(code) ? code.slice(0, 4) + String((Number(code[4]) + 1) % 10) : code;
    });
}

/** Any 5-digit string, valid or not (for checking the postal rules against every code). */
export function fiveDigitArb(): fc.Arbitrary<string> {
  return fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0'));
}

/** A plausible valid e-mail address such as `somchai.k+shop@mail-1.co.th`. */
export function validEmailArb(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.stringMatching(/^[a-zA-Z0-9_+-]{1,10}$/), { minLength: 1, maxLength: 3 }),
      fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld}`);
}

/** A valid password: 8 to 20 characters holding a digit, a lower-case and an upper-case letter. */
export function validPasswordArb(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.stringMatching(/^[0-9]$/),
      fc.stringMatching(/^[a-z]$/),
      fc.stringMatching(/^[A-Z]$/),
      fc.stringMatching(/^[A-Za-z0-9!@#$%^&*. ]{5,17}$/),
    )
    .chain(([digit, lower, upper, rest]) =>
      fc.shuffledSubarray([...digit, ...lower, ...upper, ...rest], {
        minLength: 3 + rest.length,
        maxLength: 3 + rest.length,
      }),
    )
    .map((characters) => characters.join(''));
}

/** A calendar date between 1 January `minYear` and 31 December `maxYear` (every day possible). */
export function calendarDateArb({
  minYear = 1900,
  maxYear = 2100,
}: { minYear?: number; maxYear?: number } = {}): fc.Arbitrary<CalendarDate> {
  return fc
    .date({
      min: new Date(Date.UTC(minYear, 0, 1)),
      max: new Date(Date.UTC(maxYear, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => ({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }));
}

/** A date written DD-MM-YYYY, the birthday format. */
export function formatBirthday(date: CalendarDate): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(date.day)}-${two(date.month)}-${String(date.year).padStart(4, '0')}`;
}

/** A valid birthday (DD-MM-YYYY) from 01-01-1900 up to `today`. */
export function validBirthdayArb(today: CalendarDate): fc.Arbitrary<string> {
  const last = Date.UTC(today.year, today.month - 1, today.day);
  return fc
    .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(last), noInvalidDate: true })
    .map((date) =>
      formatBirthday({
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      }),
    );
}

/** Free text of 1 to `max` characters that is not blank (an address line, a district). */
export function addressTextArb(max: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    .filter((text) => text.trim() !== '' && characterCount(text) <= max);
}

/** A complete, valid billing or shipping address. */
export function validAddressFormArb(): fc.Arbitrary<AddressFormValues> {
  return fc.record({
    fullName: validNameArb(),
    mobilePhone1: validPhoneArb(),
    countryCode: fc.constantFrom('+66', '+1', '+852', '', null),
    email: validEmailArb(),
    companyName: fc.option(addressTextArb(34), { nil: '' }),
    address1: addressTextArb(34),
    address2: fc.option(addressTextArb(35), { nil: undefined }),
    street: addressTextArb(60),
    district: addressTextArb(35),
    city: addressTextArb(35),
    postalCode: validPostalCodeArb(),
    region: fc.constantFrom('Bangkok', 'กรุงเทพมหานคร', 'Chiang Mai', 'เชียงใหม่'),
    businessAddress: fc.constantFrom('Y', 'N', ''),
  });
}

/** A complete, valid sign-up form (terms acknowledged, confirmations matching). */
export function validRegistrationFormArb(): fc.Arbitrary<RegistrationFormValues> {
  return fc
    .record({
      firstName: validNameArb(),
      lastName: validNameArb(),
      email: validEmailArb(),
      password: validPasswordArb(),
      mobileNumber: validPhoneArb(),
    })
    .map((form) => ({
      ...form,
      confirmEmail: form.email,
      confirmPassword: form.password,
      termsAcknowledged: true,
    }));
}

/** A valid edit-profile form for the given `today` (the birthday may be left empty). */
export function validProfileFormArb(today: CalendarDate): fc.Arbitrary<ProfileFormValues> {
  return fc.record({
    firstName: validNameArb(),
    lastName: validNameArb(),
    mobileNumber: validPhoneArb(),
    countryCode: fc.constantFrom('+66', '+44', ''),
    birthday: fc.oneof(validBirthdayArb(today), fc.constant('')),
  });
}

/** Any text at all, as an attacker or a broken client could send it: every Unicode unit, lone surrogates too. */
export function anyTextArb(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    // Any code point, surrogate halves included (fast-check's own 'binary' unit is slow to start).
    fc.string({
      unit: fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)),
    }),
  );
}
