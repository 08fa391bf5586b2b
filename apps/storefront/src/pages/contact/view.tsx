import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import type { FeedbackThread } from '@rewards/api-client/contract';
import { ContactForm, type ContactCaseView } from '@rewards/ui';
import { $shopConfig } from '../../entities/config/shop-config';
import { $locale } from '../../entities/locale/model';
import { $isSignedIn } from '../../entities/session/model';
import { signInClicked, signUpClicked } from '../../features/auth/model';
import { useMessage, useText } from '../../shared/i18n';
import { HELP_MESSAGES } from '../../shared/router/help-messages';
import { loadedPageMessages } from '../../shared/router/page-messages';
import { Page, PageTitle } from '../../shared/ui/page';
import { PageMessagesProvider } from '../../shared/ui/page-messages';
import {
  $caseId,
  $error,
  $formRound,
  $received,
  $replyValues,
  $started,
  $subjects,
  $thread,
  $threadFailed,
  $tickets,
  caseChosen,
  contactSubmitted,
  downloadRequested,
  fetchThreadFx,
  receivedClosed,
  sendFeedbackFx,
} from './model';

function caseView(thread: FeedbackThread): ContactCaseView {
  return {
    ticketId: thread.ticketId,
    // The subject with its sub-topic, or OTHER's typed subject.
    subject: thread.subSubject === '' ? thread.subject : `${thread.subject} · ${thread.subSubject}`,
    closed: thread.status === 'CLOSED',
    messages: thread.feedbackMessagesVMs.map((message) => ({
      name: message.name,
      message: message.message,
      createDate: message.createDate,
      fromShop: message.fromShop,
      files: message.responseAttachFile.map((file) => ({
        fileName: file.fileName,
        filePath: file.filePath,
      })),
    })),
  };
}

function SignInPrompt() {
  const message = useMessage();
  const [signIn, signUp] = useUnit([signInClicked, signUpClicked]);
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="4"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="3"
    >
      <chakra.p flex="1" minW="14rem" color="fg.muted">
        {message('help.signInPrompt')}
      </chakra.p>
      <Stack direction="row" gap="2">
        <Button size="sm" variant="outline" onClick={() => signIn()}>
          {message('help.signIn')}
        </Button>
        <Button size="sm" colorPalette="accent" onClick={() => signUp()}>
          {message('help.signUp')}
        </Button>
      </Stack>
    </Box>
  );
}

function ContactBody() {
  const message = useMessage();
  const text = useText();
  const [signedIn, started, subjects, tickets, caseId, thread, threadFailed, threadLoading] =
    useUnit([
      $isSignedIn,
      $started,
      $subjects,
      $tickets,
      $caseId,
      $thread,
      $threadFailed,
      fetchThreadFx.pending,
    ]);
  const [reply, sending, received, error, round, config] = useUnit([
    $replyValues,
    sendFeedbackFx.pending,
    $received,
    $error,
    $formRound,
    $shopConfig,
  ]);
  const [chosen, submitted, closed, download, signIn] = useUnit([
    caseChosen,
    contactSubmitted,
    receivedClosed,
    downloadRequested,
    signInClicked,
  ]);
  // The server and the browser's first render show the visitor's form; a customer's once started.
  const customer = started && signedIn;
  return (
    <Stack gap="6">
      <chakra.p color="fg.muted">{message('help.intro')}</chakra.p>
      {customer || !started ? null : <SignInPrompt />}
      <ContactForm
        key={`${customer ? 'customer' : 'visitor'}-${round}`}
        signedIn={customer}
        startPo={config?.startPo ?? ''}
        subjects={subjects.map((subject) => ({
          id: subject.id,
          name: subject.name,
          requiredLogin: subject.requiredLogin,
          subTopics: subject.subTopicVMS,
        }))}
        {...(customer
          ? {
              tickets: tickets.map((ticket) => ({
                ticketId: ticket.ticketId,
                subject: ticket.subject,
                unread: !ticket.read,
              })),
              caseId,
              onCaseChange: chosen,
            }
          : {})}
        {...(thread === null ? {} : { thread: caseView(thread) })}
        {...(threadFailed
          ? { threadState: 'failed' as const }
          : threadLoading && thread === null
            ? { threadState: 'loading' as const }
            : {})}
        {...(reply === null ? {} : { replyValues: reply })}
        onSubmit={(values, files) => submitted({ values, files })}
        submitting={sending}
        {...(error === null ? {} : { error: text(error) })}
        {...(received === null ? {} : { received })}
        onReceivedClose={closed}
        onSignIn={() => signIn()}
        onDownload={download}
      />
    </Stack>
  );
}

/**
 * `/contactus` (spec section 2): the contact form with its texts (`help.*`,
 * loaded with the page), a visitor's invitation to sign in, and a signed-in
 * customer's cases.
 */
export function ContactPage() {
  const message = useMessage();
  const lang = useUnit($locale);
  return (
    <PageMessagesProvider messages={loadedPageMessages(HELP_MESSAGES, lang)}>
      <Page>
        <Stack gap="4" maxW="2xl" width="full" py="4">
          <PageTitle>{message('storefront.contact.title')}</PageTitle>
          <ContactBody />
        </Stack>
      </Page>
    </PageMessagesProvider>
  );
}
