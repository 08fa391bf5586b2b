import type { FieldErrors } from '../shared/domain-error';
import type { CalendarDate } from './validate-birthday';
import type { FormValues } from './form-values';
import { validateBirthday } from './validate-birthday';
import { validateCountryCode } from './validate-country-code';
import { validateName } from './validate-name';
import { validatePhone } from './validate-phone';

/** The editable fields of the profile (the e-mail is read-only and not part of the form). */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'mobileNumber',
  'countryCode',
  'birthday',
] as const;
/** One of {@link PROFILE_FIELDS}. */
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The profile form as entered; the birthday is DD-MM-YYYY. */
export type ProfileFormValues = FormValues<ProfileField>;

/**
 * Checks the edit-profile form, returning every field's errors: names, mobile
 * number, country code (blank means +66) and an optional birthday, judged
 * against `today` (the caller's date in Bangkok).
 */
export function validateProfileForm(
  values: ProfileFormValues,
  today: CalendarDate,
): FieldErrors<ProfileField> {
  return {
    firstName: validateName(values.firstName),
    lastName: validateName(values.lastName),
    mobileNumber: validatePhone(values.mobileNumber),
    countryCode: validateCountryCode(values.countryCode),
    birthday: validateBirthday(values.birthday, today),
  };
}
