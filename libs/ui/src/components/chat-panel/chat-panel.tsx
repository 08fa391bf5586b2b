import { Box, Button, CloseButton, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import {
  ChatLookupForm,
  type ChatLookupKind,
  type ChatLookupResultView,
  type ChatLookupValues,
} from './chat-lookup-form';

/** An entry the customer may choose: a topic, a question, or a Quick Help entry. */
export interface ChatChoiceView {
  readonly id: string;
  readonly name: string;
}

/** An answer's text under its name. */
export interface ChatAnswerView {
  readonly id: string;
  readonly name: string;
  readonly content: string;
}

/** What a step shows. */
export type ChatStepView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'choices';
      readonly heading?: string;
      readonly choices: readonly ChatChoiceView[];
    }
  | {
      readonly kind: 'answers';
      readonly heading: string;
      readonly answers: readonly ChatAnswerView[];
    }
  | { readonly kind: 'lookup'; readonly heading: string; readonly lookup: ChatLookupKind };

export interface ChatPanelProps {
  readonly open: boolean;
  /** The x, Escape: the chat closes (and the focus goes back to its tab). */
  readonly onClose: () => void;
  /** The dialog's id, for the tab's `aria-controls`. */
  readonly id?: string;
  /** 1 for the root topics, 2 for a topic's questions, 3 and 4 deeper. */
  readonly step: number;
  readonly view: ChatStepView;
  readonly canBack: boolean;
  readonly canNext: boolean;
  readonly onBack: () => void;
  readonly onNext: () => void;
  readonly onChoose: (id: string) => void;
  /**
   * The FAQ note (step 2 of FAQ, signed out): use Contact Us, and sign in for
   * address, mobile, cancellation, return and refund requests.
   */
  readonly faqNote?: { readonly onSignIn: () => void; readonly onSignUp: () => void };
  /** The Contact Us page. */
  readonly contactHref: string;
  readonly startPo: string;
  readonly onLookup: (values: ChatLookupValues) => void;
  readonly lookupPending: boolean;
  readonly lookupResult?: ChatLookupResultView;
}

const LOOKUP_TITLES = {
  orderConfirmation: 'help.chat.lookup.orderConfirmation',
  shipmentStatus: 'help.chat.lookup.shipmentStatus',
  creditNote: 'help.chat.lookup.creditNote',
  taxInvoice: 'help.chat.lookup.taxInvoice',
} as const;

/** Landscape phones under 500 px tall: the chat lies on its side. */
const SHORT_LANDSCAPE = '@media (orientation: landscape) and (max-height: 500px)';

function Heading({ children }: { readonly children: ReactNode }) {
  return (
    <chakra.h3 fontSize="md" fontWeight="semibold" mb="3">
      {children}
    </chakra.h3>
  );
}

function StepBody(props: ChatPanelProps) {
  const intl = useIntl();
  const { view } = props;
  switch (view.kind) {
    case 'loading':
      return <chakra.p color="fg.muted">{intl.formatMessage({ id: 'help.loading' })}</chakra.p>;
    case 'failed':
      return (
        <chakra.p role="alert" color="fg.error">
          {intl.formatMessage({ id: 'help.chat.loadFailed' })}
        </chakra.p>
      );
    case 'choices':
      return (
        <>
          <Heading>{view.heading ?? intl.formatMessage({ id: 'help.chat.topics' })}</Heading>
          <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
            {view.choices.map((choice) => (
              <li key={choice.id}>
                <Button
                  variant="outline"
                  width="full"
                  justifyContent="space-between"
                  textAlign="start"
                  whiteSpace="normal"
                  height="auto"
                  minH="11"
                  py="2"
                  fontWeight="normal"
                  onClick={() => props.onChoose(choice.id)}
                >
                  <chakra.span flex="1">{choice.name}</chakra.span>
                  <ChevronRightIcon flexShrink="0" />
                </Button>
              </li>
            ))}
          </chakra.ul>
          {props.faqNote === undefined ? null : (
            <Box mt="4" p="3" borderRadius="l2" bg="bg.muted" fontSize="sm">
              <chakra.p>{intl.formatMessage({ id: 'help.chat.faqNote' })}</chakra.p>
              <Stack direction="row" gap="3" mt="2" flexWrap="wrap">
                <chakra.a href={props.contactHref} color="accent.fg" textDecoration="underline">
                  {intl.formatMessage({ id: 'help.chat.contactUs' })}
                </chakra.a>
                <chakra.button
                  type="button"
                  color="accent.fg"
                  textDecoration="underline"
                  cursor="pointer"
                  onClick={props.faqNote.onSignIn}
                >
                  {intl.formatMessage({ id: 'help.signIn' })}
                </chakra.button>
                <chakra.button
                  type="button"
                  color="accent.fg"
                  textDecoration="underline"
                  cursor="pointer"
                  onClick={props.faqNote.onSignUp}
                >
                  {intl.formatMessage({ id: 'help.signUp' })}
                </chakra.button>
              </Stack>
            </Box>
          )}
        </>
      );
    case 'answers':
      return (
        <>
          <Heading>{view.heading}</Heading>
          {view.answers.length === 0 ? (
            <chakra.p color="fg.muted">{intl.formatMessage({ id: 'help.chat.noAnswer' })}</chakra.p>
          ) : (
            <Stack gap="3">
              {view.answers.map((answer) => (
                <Box key={answer.id}>
                  {answer.name === view.heading ? null : (
                    <chakra.p fontWeight="semibold">{answer.name}</chakra.p>
                  )}
                  <chakra.p whiteSpace="pre-line">{answer.content}</chakra.p>
                </Box>
              ))}
            </Stack>
          )}
        </>
      );
    case 'lookup':
      return (
        <>
          <Heading>{view.heading}</Heading>
          <chakra.p fontSize="sm" color="fg.muted" mb="3">
            {intl.formatMessage({ id: LOOKUP_TITLES[view.lookup] })}
          </chakra.p>
          <ChatLookupForm
            key={view.lookup}
            lookup={view.lookup}
            startPo={props.startPo}
            onSubmit={props.onLookup}
            pending={props.lookupPending}
            {...(props.lookupResult === undefined ? {} : { result: props.lookupResult })}
          />
        </>
      );
  }
}

/**
 * The open chat (spec section 6): a dialog on the browser's own `<dialog>`
 * (the focus stays inside while it is open, Escape closes it), 550x500 on
 * wide screens and 400x450 on narrower ones, lying on its side on landscape
 * phones under 500 px tall. Its steps go from the root topics to a topic's
 * questions and their answers (Quick Help one step deeper); Back refuses at
 * step 1 and Next at the last; a lookup question shows its form.
 */
export function ChatPanel(props: ChatPanelProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { open } = props;

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      element.showModal();
      // The focus starts in the step's content, not on the close button.
      body.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  // A new step starts at its top.
  useEffect(() => {
    body.current?.scrollTo({ top: 0 });
  }, [props.step, props.view.kind]);

  return (
    <chakra.dialog
      ref={dialog}
      id={props.id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        props.onClose();
      }}
      position="fixed"
      inset="auto"
      insetEnd={{ base: '2', md: '4' }}
      bottom="2"
      m="0"
      p="0"
      width={{ base: 'min(400px, calc(100vw - 1rem))', md: '550px' }}
      height={{ base: 'min(450px, calc(100dvh - 1rem))', md: 'min(500px, calc(100dvh - 1rem))' }}
      maxW="calc(100vw - 1rem)"
      maxH="calc(100dvh - 1rem)"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      boxShadow="lg"
      overflow="hidden"
      _open={{ display: 'grid' }}
      gridTemplateAreas={`"head" "body" "foot"`}
      gridTemplateRows="auto 1fr auto"
      gridTemplateColumns="minmax(0, 1fr)"
      css={{
        '&::backdrop': { background: 'rgb(0 0 0 / 0.2)' },
        [SHORT_LANDSCAPE]: {
          width: 'calc(100vw - 1rem)',
          height: 'calc(100dvh - 1rem)',
          gridTemplateAreas: `"head body" "foot body"`,
          gridTemplateRows: '1fr auto',
          gridTemplateColumns: 'minmax(11rem, 32%) minmax(0, 1fr)',
        },
      }}
    >
      <Box
        gridArea="head"
        display="flex"
        alignItems="flex-start"
        gap="2"
        px="4"
        py="3"
        bg="accent.solid"
        color="accent.contrast"
        css={{ [SHORT_LANDSCAPE]: { flexDirection: 'column-reverse', justifyContent: 'flex-end' } }}
      >
        <Box flex="1">
          <chakra.h2 id={titleId} fontSize="lg" fontWeight="semibold" lineHeight="1.4">
            {intl.formatMessage({ id: 'help.chat.title' })}
          </chakra.h2>
          <chakra.p fontSize="sm" aria-live="polite">
            {intl.formatMessage({ id: 'help.chat.step' }, { step: props.step })}
          </chakra.p>
        </Box>
        <CloseButton
          size="sm"
          variant="plain"
          color="accent.contrast"
          alignSelf="flex-end"
          aria-label={intl.formatMessage({ id: 'help.chat.close' })}
          onClick={props.onClose}
        />
      </Box>
      <Box
        ref={body}
        gridArea="body"
        overflowY="auto"
        px="4"
        py="4"
        minH="0"
        // In the tab order: a long answer scrolls with the keyboard too.
        tabIndex={0}
        outline="none"
        _focusVisible={{ boxShadow: 'inset 0 0 0 2px var(--chakra-colors-accent-focus-ring)' }}
      >
        {open ? <StepBody {...props} /> : null}
      </Box>
      <Box
        gridArea="foot"
        display="flex"
        justifyContent="space-between"
        gap="2"
        px="4"
        py="3"
        borderTopWidth="1px"
        borderColor="border"
      >
        <Button variant="outline" size="sm" disabled={!props.canBack} onClick={props.onBack}>
          <ChevronLeftIcon />
          {intl.formatMessage({ id: 'help.chat.back' })}
        </Button>
        <Button variant="outline" size="sm" disabled={!props.canNext} onClick={props.onNext}>
          {intl.formatMessage({ id: 'help.chat.next' })}
          <ChevronRightIcon />
        </Button>
      </Box>
    </chakra.dialog>
  );
}
