import type {
  ChangePasswordBody,
  CustomerProfile,
  IdToken,
  ProfileBody,
} from '@rewards/api-client/contract';
import {
  countryCodeOrDefault,
  validateChangePasswordForm,
  validateProfileForm,
  type CalendarDate,
} from '@rewards/domain';
import type { MessageLang } from '@rewards/messages';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { failureDelaySeconds, MAX_FAILURES_PER_HOUR, type WindowRule } from '../accounts/throttle';
import { AppError } from '../http/app-error';
import type { AfterSaleDependencies } from './after-sale-dependencies';
import { assertNoFieldErrors } from './form-errors';
import { createProfileRepository, type ProfileRecord } from './profile-repository';

/** Thailand keeps UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The day it is in Bangkok at `now`, which judges a birthday. */
export function bangkokToday(now: Date): CalendarDate {
  const local = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** `YYYY-MM-DD` as the profile shows it, DD-MM-YYYY. */
function shownBirthday(stored: string | null): string {
  if (stored === null) return '';
  const [year, month, day] = stored.split('-');
  return `${day}-${month}-${year}`;
}

function profileOf(record: ProfileRecord): CustomerProfile {
  return { ...record, birthday: shownBirthday(record.birthday) };
}

function signedOut(): AppError {
  return new AppError(401, 'E401', 'error.E401');
}

/** The whole profile of the signed-in customer, with the addresses kept in it. */
export async function customerProfile(
  deps: Pick<AfterSaleDependencies, 'db'>,
  customerId: number,
): Promise<CustomerProfile> {
  const record = await createProfileRepository(deps.db).profile(customerId);
  if (record === undefined) throw signedOut();
  return profileOf(record);
}

/**
 * Saves the profile once the domain's `validateProfileForm` finds nothing
 * wrong (the birthday judged against today in Bangkok); a blank country code
 * is +66, a blank birthday none. Answers the profile as saved.
 */
export async function updateProfile(
  deps: Pick<AfterSaleDependencies, 'db' | 'clock'>,
  customerId: number,
  body: ProfileBody,
  lang: MessageLang,
): Promise<CustomerProfile> {
  const values = {
    firstName: body.firstName,
    lastName: body.lastName,
    mobileNumber: body.mobileNumber,
    countryCode: body.countryCode ?? '',
    birthday: body.birthday ?? '',
  };
  assertNoFieldErrors(validateProfileForm(values, bangkokToday(deps.clock.now())), lang);
  const birthday = values.birthday.trim();
  const [day, month, year] = birthday.split('-');
  const profiles = createProfileRepository(deps.db);
  const saved = await profiles.update(customerId, {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mobileNumber: values.mobileNumber.trim(),
    countryCode: countryCodeOrDefault(values.countryCode),
    birthday: birthday === '' ? null : `${year}-${month}-${day}`,
    languageId: body.languageId,
  });
  if (!saved) throw signedOut();
  return customerProfile(deps, customerId);
}

/**
 * Wrong current passwords per customer: as sign-in failures per account, the
 * first 5 an hour free, then a doubling wait, and a stop at the hourly limit.
 */
export const CHANGE_PASSWORD_FAILURES: WindowRule = {
  scope: 'change-password',
  delays: Array.from({ length: MAX_FAILURES_PER_HOUR }, (_, n) => failureDelaySeconds(n)),
};

/**
 * Changes the signed-in customer's password: the form by the domain's
 * `validateChangePasswordForm`, the current password checked (each check
 * reserved first, so guesses are throttled as sign-ins are). The token version
 * rises, so every other session ends; the answer is a token under the new
 * version, which keeps this session signed in.
 */
export async function changePassword(
  deps: Pick<AfterSaleDependencies, 'db' | 'passwords' | 'issueToken' | 'attempts'>,
  customerId: number,
  body: ChangePasswordBody,
  lang: MessageLang,
): Promise<IdToken> {
  assertNoFieldErrors(validateChangePasswordForm(body), lang);
  const key = String(customerId);
  const slot = await deps.attempts.reserve(CHANGE_PASSWORD_FAILURES, key);
  if (!slot.ok) {
    throw new AppError(429, 'E429', 'error.tooManyFailures', {
      values: { seconds: slot.waitSeconds },
    });
  }
  const profiles = createProfileRepository(deps.db);
  const credentials = await profiles.credentials(customerId);
  if (credentials === undefined) throw signedOut();
  if (!(await verifyPassword(credentials.passwordHash, body.currentPassword))) {
    throw new AppError(400, 'wrongCurrentPassword', 'afterSaleAnswer.wrongCurrentPassword', {
      appError: true,
      fieldErrors: [{ field: 'currentPassword', code: 'afterSaleAnswer.wrongCurrentPassword' }],
    });
  }
  await deps.attempts.clear(CHANGE_PASSWORD_FAILURES, key);
  const passwordHash = await hashPassword(body.newPassword, deps.passwords.cost);
  const version = await profiles.replacePassword(
    customerId,
    credentials.passwordHash,
    passwordHash,
  );
  // Another change won meanwhile: this one's current password is no longer current.
  if (version === undefined) throw signedOut();
  return { id_token: await deps.issueToken(customerId, version) };
}
