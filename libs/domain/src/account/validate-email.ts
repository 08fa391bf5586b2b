import { domainError, type DomainError } from '../shared/domain-error';
import type { AccountErrorCode } from './error-codes';
import { fieldText, isBlank } from './field-text';

/** RFC 5321's limits: 64 characters before the @, 254 in all. */
const LOCAL_PART_MAX_LENGTH = 64;
const ADDRESS_MAX_LENGTH = 254;

/** Dot-separated runs of the characters RFC 5322 allows unquoted ("dot-atom"). */
const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
/** A host-name label: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A top-level domain: letters, or an internationalised one in its `xn--` form (.xn--o3cw4h is .ไทย). */
const TOP_LEVEL_DOMAIN = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
/**
 * At least one label then a top-level domain. Every repetition is anchored by
 * a dot, so the pattern runs in linear time on any input.
 */
const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL_DOMAIN}$`);

/**
 * The shop's one e-mail check, used by every form that takes an address
 * (registration, sign-in, forgot password, addresses, contact, chat lookups,
 * special promotion e-mails): 'field.required' when blank, else
 * 'email.invalidFormat' ('Email format invalid') unless it is a plain
 * `local@domain.tld` address. Quoted local parts, IP-literal domains and
 * surrounding spaces are refused: nobody types them, and a stored address must
 * be the one mail is sent to. Internationalised domains pass in their
 * `xn--` form.
 */
export function validateEmail(
  value: string | null | undefined,
): readonly DomainError<AccountErrorCode>[] {
  const text = fieldText(value);
  if (isBlank(text)) return [domainError('field.required')];
  const localPartLength = text.indexOf('@');
  const wellFormed =
    text.length <= ADDRESS_MAX_LENGTH &&
    localPartLength <= LOCAL_PART_MAX_LENGTH &&
    EMAIL_PATTERN.test(text);
  return wellFormed ? [] : [domainError('email.invalidFormat')];
}
