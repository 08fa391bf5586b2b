import { Box, Button, Field, Input, Stack, chakra } from '@chakra-ui/react';
import {
  SUBJECT_FOLLOW,
  SUBJECT_OTHER,
  validateContactForm,
  type ContactField,
  type DomainError,
} from '@rewards/domain';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { SelectField } from '../address-form/select-field';
import { FormField, SubmitButton } from '../form-field/form-field';
import { ServerError } from '../form-field/server-error';
import { useValidatedForm } from '../form-field/use-validated-form';
import { InfoModal } from '../info-modal/info-modal';
import { AttachmentPicker } from './attachment-picker';
import { CaseThread, type ThreadFileView, type ThreadMessageView } from './case-thread';
import { MessageBox, NoNumberBox } from './message-box';

/** A sub-topic of a subject (`subTopicVMS`). */
export interface ContactSubTopicView {
  readonly subId: string;
  readonly name: string;
}

/** A subject of the list (`subject-management`), with its sub-topics if it has some. */
export interface ContactSubjectView {
  readonly id: string;
  readonly name: string;
  readonly requiredLogin: boolean;
  readonly subTopics?: readonly ContactSubTopicView[];
}

/** One of the signed-in customer's cases. */
export interface ContactTicketView {
  readonly ticketId: string;
  readonly subject: string;
  /** The shop's latest answer is unread. */
  readonly unread: boolean;
}

/** The case chosen in mode N (an existing case): its subject and messages. */
export interface ContactCaseView {
  readonly ticketId: string;
  readonly subject: string;
  readonly closed: boolean;
  readonly messages: readonly ThreadMessageView[];
}

/** The form's values as the domain's `validateContactForm` takes them. */
export interface ContactValues {
  readonly firstName: string;
  readonly email: string;
  readonly subject: string;
  readonly subSubject: string;
  readonly relateTicket: string;
  readonly orderNumber: string;
  readonly subOrderNumber: string;
  readonly noHasOrderNumber: boolean;
  readonly noHasSubOrderNumber: boolean;
  readonly feedback: string;
}

export const EMPTY_CONTACT_VALUES: ContactValues = {
  firstName: '',
  email: '',
  subject: '',
  subSubject: '',
  relateTicket: '',
  orderNumber: '',
  subOrderNumber: '',
  noHasOrderNumber: false,
  noHasSubOrderNumber: false,
  feedback: '',
};

export interface ContactFormProps {
  readonly signedIn: boolean;
  /** `ShopConfig.startPo`, the order numbers' prefix. */
  readonly startPo: string;
  readonly subjects: readonly ContactSubjectView[];
  /** The customer's cases, for the case choice and FOLLOW's related case. */
  readonly tickets?: readonly ContactTicketView[];
  /** `''`: New Case; else the chosen case's ticket. */
  readonly caseId?: string;
  readonly onCaseChange?: (caseId: string) => void;
  /** The chosen case, once its thread has loaded. */
  readonly thread?: ContactCaseView;
  /** The chosen case's thread is loading, or could not be loaded. */
  readonly threadState?: 'loading' | 'failed';
  /**
   * What an existing case's reply sends besides the message (its subject and
   * order numbers); the form then shows only the message and the files.
   */
  readonly replyValues?: ContactValues;
  readonly onSubmit: (values: ContactValues, files: readonly File[]) => void;
  readonly submitting?: boolean;
  /** The server's refusal, as its title or a domain code. */
  readonly error?: DomainError | string;
  /** The message was received: its case's ticket, for the dialog. */
  readonly received?: string;
  readonly onReceivedClose: () => void;
  /** A visitor asked to sign in (a subject that needs it). */
  readonly onSignIn: () => void;
  /** A file of the case's thread was asked for. */
  readonly onDownload?: (file: ThreadFileView) => void;
}

/**
 * `/contactus` (spec sections 2, 3, 5 and 6): a visitor writes with a name
 * and an e-mail (no order fields); a signed-in customer chooses New Case or
 * one of the cases. New Case takes a subject (a subject with sub-topics
 * offers their choice, OTHER asks for the subject typed, FOLLOW for the case
 * it follows up) and the order and sub-order
 * numbers unless "I don't have" is ticked; an existing case shows its thread,
 * scrolled to the latest message, its subject read-only, and a reply box.
 * Every field is checked with the domain's `validateContactForm` on change
 * and on blur; the message counts down from 2000; the files pass
 * `acceptAttachments`; Submit refuses while invalid or sending; a received
 * message opens the 'message received' dialog.
 */
export function ContactForm(props: ContactFormProps) {
  const caseId = props.caseId ?? '';
  return (
    <>
      <Stack gap="6">
        {props.signedIn && props.tickets !== undefined && props.onCaseChange !== undefined ? (
          <CaseChoice
            caseId={caseId}
            tickets={props.tickets}
            onCaseChange={props.onCaseChange}
            disabled={props.submitting === true}
          />
        ) : null}
        {caseId === '' ? (
          <MessageForm key="new" {...props} />
        ) : (
          <ExistingCase key={caseId} {...props} caseId={caseId} />
        )}
      </Stack>
      <ReceivedDialog received={props.received} onClose={props.onReceivedClose} />
    </>
  );
}

function ReceivedDialog(props: { readonly received?: string; readonly onClose: () => void }) {
  const intl = useIntl();
  return (
    <InfoModal
      open={props.received !== undefined}
      onClose={props.onClose}
      title={intl.formatMessage({ id: 'help.received.title' })}
      okLabel={intl.formatMessage({ id: 'help.ok' })}
    >
      <chakra.p>
        {intl.formatMessage({ id: 'help.received.body' }, { ticketId: props.received ?? '' })}
      </chakra.p>
    </InfoModal>
  );
}

function CaseChoice(props: {
  readonly caseId: string;
  readonly tickets: readonly ContactTicketView[];
  readonly onCaseChange: (caseId: string) => void;
  readonly disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'help.case' })}
      name="caseId"
      value={props.caseId}
      errors={[]}
      options={[
        { value: '', label: intl.formatMessage({ id: 'help.case.new' }) },
        ...props.tickets.map((ticket) => ({
          value: ticket.ticketId,
          label: intl.formatMessage(
            { id: ticket.unread ? 'help.case.unread' : 'help.case.option' },
            { ticketId: ticket.ticketId, subject: ticket.subject },
          ),
        })),
      ]}
      onChange={props.onCaseChange}
      onBlur={() => undefined}
    />
  );
}

function ExistingCase(props: ContactFormProps & { readonly caseId: string }) {
  const intl = useIntl();
  if (props.threadState === 'failed') {
    return <ServerError error={intl.formatMessage({ id: 'help.thread.failed' })} />;
  }
  if (props.thread === undefined || props.threadState === 'loading') {
    return (
      <chakra.p color="fg.muted" aria-live="polite">
        {intl.formatMessage({ id: 'help.loading' })}
      </chakra.p>
    );
  }
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label fontWeight="medium">{intl.formatMessage({ id: 'help.subject' })}</Field.Label>
        <Input name="subject" value={props.thread.subject} readOnly />
        <Field.HelperText>{intl.formatMessage({ id: 'help.subject.readOnly' })}</Field.HelperText>
      </Field.Root>
      <CaseThread
        ticketId={props.thread.ticketId}
        messages={props.thread.messages}
        onDownload={props.onDownload ?? (() => undefined)}
      />
      {props.thread.closed ? (
        <chakra.p color="fg.muted">{intl.formatMessage({ id: 'help.thread.closed' })}</chakra.p>
      ) : (
        <MessageForm {...props} />
      )}
    </Stack>
  );
}

function MessageForm(props: ContactFormProps) {
  const intl = useIntl();
  const reply = props.replyValues;
  const subjects = useMemo(
    () =>
      props.subjects.map((subject) => ({
        ...subject,
        subTopics: (subject.subTopics ?? []).map((topic) => topic.subId),
      })),
    [props.subjects],
  );
  const validate = useCallback(
    (values: ContactValues) =>
      validateContactForm(values, {
        signedIn: props.signedIn,
        startPo: props.startPo,
        subjects,
      }),
    [props.signedIn, props.startPo, subjects],
  );
  const form = useValidatedForm<ContactValues, ContactField>(
    reply ?? EMPTY_CONTACT_VALUES,
    validate,
  );
  const [files, setFiles] = useState<readonly File[]>([]);
  const sending = props.submitting === true;
  const values = form.values;
  const chosen = props.subjects.find((subject) => subject.id === values.subject);
  const needsSignIn = !props.signedIn && chosen?.requiredLogin === true;
  const subTopics = values.subject === SUBJECT_OTHER ? [] : (chosen?.subTopics ?? []);
  const chooseSubject = (subject: string) => {
    form.change('subject', subject);
    // A sub-topic or a typed subject belongs to the subject it was given under.
    if (values.subSubject !== '') form.change('subSubject', '');
  };

  const text = (
    name: 'firstName' | 'email' | 'subSubject' | 'orderNumber' | 'subOrderNumber',
    label:
      | 'help.firstName'
      | 'help.email'
      | 'help.subSubject'
      | 'help.orderNumber'
      | 'help.subOrderNumber',
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => (
    <FormField
      label={intl.formatMessage({ id: label })}
      name={name}
      value={values[name]}
      errors={form.errorsOf(name)}
      onChange={(value) => form.change(name, value)}
      onBlur={() => form.touch(name)}
      disabled={sending}
      {...extra}
    />
  );

  return (
    <chakra.form
      noValidate
      onSubmit={form.submitWith((submitted) => props.onSubmit(submitted, files), sending)}
    >
      <Stack gap="4">
        <ServerError error={props.error} />
        {reply !== undefined ? null : (
          <>
            {props.signedIn ? null : (
              <>
                {text('firstName', 'help.firstName', { autoComplete: 'name', maxLength: 32 })}
                {text('email', 'help.email', {
                  type: 'email',
                  autoComplete: 'email',
                  inputMode: 'email',
                })}
              </>
            )}
            <SelectField
              label={intl.formatMessage({ id: 'help.subject' })}
              name="subject"
              value={values.subject}
              placeholder={intl.formatMessage({ id: 'help.subject.choose' })}
              errors={form
                .errorsOf('subject')
                .filter((error) => !needsSignIn || error.code !== 'support.subjectRequiresLogin')}
              options={props.subjects.map((subject) => ({
                value: subject.id,
                label: subject.name,
              }))}
              onChange={chooseSubject}
              onBlur={() => form.touch('subject')}
            />
            {subTopics.length > 0 && !needsSignIn ? (
              <SelectField
                label={intl.formatMessage({ id: 'help.subTopic' })}
                name="subSubject"
                value={values.subSubject}
                placeholder={intl.formatMessage({ id: 'help.subTopic.choose' })}
                errors={form.errorsOf('subSubject')}
                options={subTopics.map((topic) => ({ value: topic.subId, label: topic.name }))}
                onChange={(value) => form.change('subSubject', value)}
                onBlur={() => form.touch('subSubject')}
              />
            ) : null}
            {needsSignIn ? (
              <Box
                role="status"
                borderWidth="1px"
                borderColor="border"
                borderRadius="l2"
                p="3"
                display="flex"
                flexWrap="wrap"
                alignItems="center"
                gap="3"
              >
                <chakra.p flex="1" minW="12rem" fontSize="sm">
                  {intl.formatMessage({ id: 'help.subject.signInNeeded' })}
                </chakra.p>
                <Button size="sm" colorPalette="accent" onClick={props.onSignIn}>
                  {intl.formatMessage({ id: 'help.signIn' })}
                </Button>
              </Box>
            ) : null}
            {values.subject === SUBJECT_OTHER
              ? text('subSubject', 'help.subSubject', { maxLength: 50 })
              : null}
            {values.subject === SUBJECT_FOLLOW && props.signedIn ? (
              <SelectField
                label={intl.formatMessage({ id: 'help.relateTicket' })}
                name="relateTicket"
                value={values.relateTicket}
                placeholder={intl.formatMessage({ id: 'help.relateTicket.choose' })}
                errors={form.errorsOf('relateTicket')}
                options={(props.tickets ?? []).map((ticket) => ({
                  value: ticket.ticketId,
                  label: intl.formatMessage(
                    { id: 'help.case.option' },
                    { ticketId: ticket.ticketId, subject: ticket.subject },
                  ),
                }))}
                onChange={(value) => form.change('relateTicket', value)}
                onBlur={() => form.touch('relateTicket')}
              />
            ) : null}
            {props.signedIn ? (
              <Stack gap="3">
                {text('orderNumber', 'help.orderNumber', {
                  disabled: sending || values.noHasOrderNumber,
                  required: !values.noHasOrderNumber,
                  maxLength: 40,
                })}
                <NoNumberBox
                  name="noHasOrderNumber"
                  label={intl.formatMessage({ id: 'help.noOrderNumber' })}
                  checked={values.noHasOrderNumber}
                  onChange={(checked) => form.change('noHasOrderNumber', checked)}
                />
                {text('subOrderNumber', 'help.subOrderNumber', {
                  disabled: sending || values.noHasOrderNumber || values.noHasSubOrderNumber,
                  required: !values.noHasOrderNumber && !values.noHasSubOrderNumber,
                  maxLength: 40,
                })}
                <NoNumberBox
                  name="noHasSubOrderNumber"
                  label={intl.formatMessage({ id: 'help.noSubOrderNumber' })}
                  checked={values.noHasSubOrderNumber}
                  onChange={(checked) => form.change('noHasSubOrderNumber', checked)}
                />
              </Stack>
            ) : null}
          </>
        )}
        <MessageBox
          value={values.feedback}
          errors={form.errorsOf('feedback')}
          disabled={sending}
          onChange={(value) => form.change('feedback', value)}
          onBlur={() => form.touch('feedback')}
        />
        <AttachmentPicker files={files} onChange={setFiles} disabled={sending} />
        <SubmitButton
          blocked={!form.valid}
          submitting={sending}
          width="auto"
          reason={intl.formatMessage({ id: 'help.invalid' })}
          submittingText={intl.formatMessage({ id: 'help.sending' })}
        >
          {intl.formatMessage({ id: reply === undefined ? 'help.submit' : 'help.reply' })}
        </SubmitButton>
      </Stack>
    </chakra.form>
  );
}
