import { Box } from '@chakra-ui/react';
import type { DomainError } from '@rewards/domain';
import { useErrorMessage } from '../../i18n/use-error-message';

export interface ServerErrorProps {
  /** A domain code to look up in the user's language, or a title the server already gave in it. */
  readonly error: DomainError | string | undefined;
}

/**
 * The server's refusal of a form, where the customer is looking: at the top of
 * the form, announced as an alert when it appears.
 */
export function ServerError({ error }: ServerErrorProps) {
  const message = useErrorMessage();
  if (error === undefined || error === '') return null;
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      color="fg.error"
      borderRadius="l2"
      px="3"
      py="2"
      fontSize="sm"
    >
      {typeof error === 'string' ? error : message(error)}
    </Box>
  );
}
