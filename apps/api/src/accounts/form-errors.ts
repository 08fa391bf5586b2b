import type { FieldError } from '@rewards/api-client/contract';
import { hasNoFieldErrors, type FieldErrors } from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import { AppError } from '../http/app-error';

/** Refuses a form the domain found fault with: 400 E400, each field's errors in `lang`. */
export function assertValidForm(errors: FieldErrors, lang: MessageLang): void {
  if (hasNoFieldErrors(errors)) return;
  const fieldErrors: FieldError[] = Object.entries(errors).flatMap(([field, list]) =>
    (list ?? []).map((error) => ({
      field,
      code: error.code,
      message: formatMessage(error.code as MessageId, lang, {}),
    })),
  );
  throw new AppError(400, 'E400', 'error.E400', { fieldErrors });
}
