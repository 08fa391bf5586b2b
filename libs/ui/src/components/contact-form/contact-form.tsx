import { Field, Input, Stack, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SelectField } from '../address-form/select-field';
import { ServerError } from '../form-field/server-error';
import { InfoModal } from '../info-modal/info-modal';
import { CaseThread } from './case-thread';
import type { ContactFormProps, ContactTicketView } from './contact-form-views';
import { MessageForm } from './message-form';

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
