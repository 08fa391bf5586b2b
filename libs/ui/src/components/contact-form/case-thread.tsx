import { Box, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';

/** A file of a message: its name and its stored id. */
export interface ThreadFileView {
  readonly fileName: string;
  readonly filePath: string;
}

/** One message of a case: who wrote it, when (ISO), the text, its files. */
export interface ThreadMessageView {
  readonly name: string;
  readonly message: string;
  readonly createDate: string;
  readonly fromShop: boolean;
  readonly files: readonly ThreadFileView[];
}

export interface CaseThreadProps {
  readonly ticketId: string;
  readonly messages: readonly ThreadMessageView[];
  /** A file was asked for (it downloads with the customer's token, not through a plain link). */
  readonly onDownload: (file: ThreadFileView) => void;
}

/**
 * A case's messages, oldest first, the customer's on the end side and the
 * shop's on the start side; the list scrolls itself to the latest message
 * when it opens and when a message is added (spec section 6).
 */
export function CaseThread({ ticketId, messages, onDownload }: CaseThreadProps) {
  const intl = useIntl();
  const titleId = useId();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const element = list.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [messages.length, ticketId]);

  return (
    <Box as="section" aria-labelledby={titleId}>
      <chakra.h2 id={titleId} fontSize="md" fontWeight="semibold" mb="2">
        {intl.formatMessage({ id: 'help.thread' }, { ticketId })}
      </chakra.h2>
      <chakra.ol
        ref={list}
        tabIndex={0}
        aria-labelledby={titleId}
        listStyleType="none"
        maxH="24rem"
        overflowY="auto"
        display="flex"
        flexDirection="column"
        gap="3"
        p="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        bg="bg.subtle"
        focusVisibleRing="inside"
      >
        {messages.map((message, index) => (
          <chakra.li
            key={`${message.createDate}-${index}`}
            alignSelf={message.fromShop ? 'flex-start' : 'flex-end'}
            maxW="85%"
          >
            <Stack
              gap="1"
              px="3"
              py="2"
              borderRadius="l3"
              bg={message.fromShop ? 'bg' : 'accent.subtle'}
              color="fg"
              borderWidth="1px"
              borderColor={message.fromShop ? 'border' : 'transparent'}
            >
              <chakra.p fontSize="xs" color="fg.muted">
                <chakra.span fontWeight="semibold" color="fg">
                  {message.fromShop
                    ? intl.formatMessage({ id: 'help.thread.shop' })
                    : message.name || intl.formatMessage({ id: 'help.thread.you' })}
                </chakra.span>{' '}
                <time dateTime={message.createDate}>
                  {intl.formatDate(message.createDate, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'Asia/Bangkok',
                  })}
                </time>
              </chakra.p>
              <chakra.p whiteSpace="pre-wrap" overflowWrap="anywhere">
                {message.message}
              </chakra.p>
              {message.files.length === 0 ? null : (
                <chakra.ul
                  listStyleType="none"
                  aria-label={intl.formatMessage({ id: 'help.thread.files' })}
                  fontSize="sm"
                >
                  {message.files.map((file) => (
                    <li key={file.filePath}>
                      <chakra.button
                        type="button"
                        onClick={() => onDownload(file)}
                        color="accent.fg"
                        textDecoration="underline"
                        overflowWrap="anywhere"
                        textAlign="start"
                        cursor="pointer"
                        borderRadius="l1"
                        focusVisibleRing="outside"
                      >
                        {file.fileName}
                      </chakra.button>
                    </li>
                  ))}
                </chakra.ul>
              )}
            </Stack>
          </chakra.li>
        ))}
      </chakra.ol>
    </Box>
  );
}
