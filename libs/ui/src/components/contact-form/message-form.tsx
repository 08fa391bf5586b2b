import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import {
  SUBJECT_FOLLOW,
  SUBJECT_OTHER,
  validateContactForm,
  type ContactField,
} from '@rewards/domain';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { SelectField } from '../address-form/select-field';
import { FormField, SubmitButton } from '../form-field/form-field';
import { ServerError } from '../form-field/server-error';
import { useValidatedForm } from '../form-field/use-validated-form';
import { AttachmentPicker } from './attachment-picker';
import {
  EMPTY_CONTACT_VALUES,
  type ContactFormProps,
  type ContactValues,
} from './contact-form-views';
import { MessageBox, NoNumberBox } from './message-box';

export function MessageForm(props: ContactFormProps) {
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
