import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMessageDefaults } from '@rewards/ui';
import type { MessageId } from '@rewards/messages';
import type { Text } from './api/errors';

type Values = Readonly<Record<string, string | number>>;

/** A message of the catalogue in the page's language, by its (checked) id; `{reward}` is always known. */
export function useMessage(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  const defaults = useMessageDefaults();
  return useCallback(
    (id, values) => intl.formatMessage({ id }, { ...defaults, ...values }),
    [intl, defaults],
  );
}

/** A `Text`: a catalogue message, or the server's own words as they came. */
export function useText(): (text: Text) => string {
  const message = useMessage();
  return useCallback(
    (text: Text) => ('text' in text ? text.text : message(text.id, text.values)),
    [message],
  );
}
