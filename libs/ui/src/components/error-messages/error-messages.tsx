import { chakra } from '@chakra-ui/react';
import type { DomainError } from '@rewards/domain';
import { useErrorMessage } from '../../i18n/use-error-message';

export interface ErrorMessagesProps {
  /** Domain errors, or texts the server already gave in the user's language. */
  readonly errors: readonly (DomainError | string)[];
  /** For the field's `aria-describedby`. */
  readonly id?: string;
  /** `error` in red (broken rules), `notice` in the muted colour (warnings that do not block). */
  readonly tone?: 'error' | 'notice';
}

/**
 * The messages of domain errors, in the current language, each once (several
 * codes can share a text). Always rendered, so that a screen reader announces
 * messages as they appear.
 */
export function ErrorMessages({ errors, id, tone = 'error' }: ErrorMessagesProps) {
  const message = useErrorMessage();
  const texts = [
    ...new Set(errors.map((error) => (typeof error === 'string' ? error : message(error)))),
  ].filter((text) => text !== '');
  return (
    <chakra.ul
      id={id}
      aria-live="polite"
      listStyleType="none"
      fontSize="sm"
      color={tone === 'error' ? 'fg.error' : 'fg.warning'}
      display={texts.length === 0 ? 'contents' : 'flex'}
      flexDirection="column"
      gap="1"
    >
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </chakra.ul>
  );
}
