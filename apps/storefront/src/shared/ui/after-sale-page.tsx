import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { Language } from '@rewards/domain';
import type { MessageId } from '@rewards/messages';
import { useMessage } from '../i18n';
import { AFTER_SALE_MESSAGES } from '../router/after-sale-messages';
import { loadedPageMessages } from '../router/page-messages';
import { Page, PageLoading, PageTitle } from './page';
import { PageMessagesProvider, useNoIndex } from './page-messages';

function Frame({
  title,
  ready,
  width,
  children,
}: {
  readonly title: MessageId;
  readonly ready: boolean;
  readonly width: 'md' | '3xl';
  readonly children: ReactNode;
}) {
  const message = useMessage();
  useNoIndex();
  return (
    <Page>
      <Stack gap="6" maxW={width} width="full">
        <PageTitle>{message(title)}</PageTitle>
        {ready ? children : <PageLoading label={message('afterSale.loading')} />}
      </Stack>
    </Page>
  );
}

/**
 * A page of the signed-in customer after the sale, with its messages: its
 * heading, then a loading state until the page has started in the browser
 * with a customer it admits (the server renders only this shell).
 */
export function AfterSalePage(props: {
  readonly lang: Language;
  readonly title: MessageId;
  readonly ready: boolean;
  readonly width?: 'md' | '3xl';
  readonly children: ReactNode;
}) {
  return (
    <PageMessagesProvider messages={loadedPageMessages(AFTER_SALE_MESSAGES, props.lang)}>
      <Frame title={props.title} ready={props.ready} width={props.width ?? 'md'}>
        {props.children}
      </Frame>
    </PageMessagesProvider>
  );
}
