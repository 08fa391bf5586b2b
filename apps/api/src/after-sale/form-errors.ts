import type { FieldError } from '@rewards/api-client/contract';
import { hasNoFieldErrors, type FieldErrors } from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import { AppError } from '../http/app-error';

function valuesOf(params: Readonly<Record<string, unknown>>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** 400 E400 with every field the domain found wrong, each message in `lang`; nothing when none is. */
export function assertNoFieldErrors(errors: FieldErrors, lang: MessageLang): void {
  if (hasNoFieldErrors(errors)) return;
  const fieldErrors: FieldError[] = Object.entries(errors).flatMap(([field, list]) =>
    (list ?? []).map(({ code, ...params }) => ({
      field,
      code,
      message: formatMessage(code as MessageId, lang, valuesOf(params)),
    })),
  );
  throw new AppError(400, 'E400', 'error.E400', { fieldErrors });
}
