import { DEFAULT_COUNTRY_CODE } from '../config/business-constants';
import { fieldText, isBlank } from './field-text';

/** The country code to store: the one given, or +66 (the spec's default) when the field was left blank. */
export function countryCodeOrDefault(value: string | null | undefined): string {
  const text = fieldText(value);
  return isBlank(text) ? DEFAULT_COUNTRY_CODE : text;
}
