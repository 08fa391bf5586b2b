import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';

/** A field by its whole label (a required field's label ends with its asterisk). */
function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

/** Chooses files as a person would, including those the picker's `accept` would hide. */
function choose(input: HTMLInputElement, files: readonly File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
import { ContactForm } from './contact-form';
import { EMPTY_CONTACT_VALUES } from './contact-form-views';

const subjects = [
  { id: 'ORDER', name: 'My order and delivery', requiredLogin: true },
  {
    id: 'PRODUCT',
    name: 'Products and availability',
    requiredLogin: false,
    subTopics: [
      { subId: 'PRODUCT_STOCK', name: 'When is it back in stock?' },
      { subId: 'PRODUCT_SPEC', name: 'Specifications' },
    ],
  },
  { id: 'FOLLOW', name: 'Follow up a case', requiredLogin: true },
  { id: 'OTHER', name: 'Other', requiredLogin: false },
];

const tickets = [
  { ticketId: 'CS00000002', subject: 'My order and delivery', unread: true },
  { ticketId: 'CS00000001', subject: 'Products and availability', unread: false },
];

const meta = {
  title: 'Help/ContactForm',
  component: ContactForm,
  args: {
    signedIn: false,
    startPo: 'KSC',
    subjects,
    onSubmit: fn(),
    onReceivedClose: fn(),
    onSignIn: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: name, e-mail, subject, message; no order fields. Submit refuses
 * until the form is valid; the counter follows the message; a subject that
 * needs sign-in asks for it; a valid form is sent with its files.
 */
export const Visitor: Story = {
  play: async ({ canvas, globals, args }) => {
    const label = (id: Parameters<typeof textOf>[1]) =>
      canvas.getByLabelText(labelled(textOf(globals, id)));
    const submit = canvas.getByRole('button', { name: textOf(globals, 'help.submit') });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByLabelText(textOf(globals, 'help.orderNumber'))).toBeNull();
    await userEvent.type(label('help.firstName'), 'Somchai Jaidee');
    await userEvent.type(label('help.email'), 'somchai@example.com');
    await userEvent.selectOptions(label('help.subject'), 'ORDER');
    await expect(canvas.getByText(textOf(globals, 'help.subject.signInNeeded'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'help.signIn') }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await userEvent.selectOptions(label('help.subject'), 'OTHER');
    await userEvent.type(label('help.subSubject'), 'Gift wrapping');
    await userEvent.type(label('help.message'), 'Hello');
    await expect(
      canvas.getByText(textOf(globals, 'help.remaining', { count: 1995 })),
    ).toBeVisible();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        ...EMPTY_CONTACT_VALUES,
        firstName: 'Somchai Jaidee',
        email: 'somchai@example.com',
        subject: 'OTHER',
        subSubject: 'Gift wrapping',
        feedback: 'Hello',
      },
      [],
    );
  },
};

/**
 * A subject with sub-topics offers their choice (optional), sent as
 * `subSubject`; OTHER asks for its subject typed instead.
 */
export const SubTopic: Story = {
  play: async ({ canvas, globals, args }) => {
    const label = (id: Parameters<typeof textOf>[1]) =>
      canvas.getByLabelText(labelled(textOf(globals, id)));
    await expect(canvas.queryByLabelText(labelled(textOf(globals, 'help.subTopic')))).toBeNull();
    await userEvent.selectOptions(label('help.subject'), 'OTHER');
    await expect(canvas.queryByLabelText(labelled(textOf(globals, 'help.subTopic')))).toBeNull();
    await userEvent.selectOptions(label('help.subject'), 'PRODUCT');
    await expect(canvas.queryByLabelText(labelled(textOf(globals, 'help.subSubject')))).toBeNull();
    await userEvent.selectOptions(label('help.subTopic'), 'PRODUCT_STOCK');
    await userEvent.type(label('help.firstName'), 'Somchai Jaidee');
    await userEvent.type(label('help.email'), 'somchai@example.com');
    await userEvent.type(label('help.message'), 'Is the blue one coming back?');
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'help.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        ...EMPTY_CONTACT_VALUES,
        firstName: 'Somchai Jaidee',
        email: 'somchai@example.com',
        subject: 'PRODUCT',
        subSubject: 'PRODUCT_STOCK',
        feedback: 'Is the blue one coming back?',
      },
      [],
    );
  },
};

/** Files: a type that is not pdf, jpg or png is refused by name; a duplicate name is ignored. */
export const Attachments: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    const pdf = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    choose(input, [pdf, new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await expect(canvas.getByText('receipt.pdf')).toBeVisible();
    await expect(
      await canvas.findByText(textOf(globals, 'support.attachmentTypeNotAllowed')),
    ).toBeVisible();
    choose(input, [pdf]);
    await expect(canvas.getAllByText('receipt.pdf')).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', {
        name: textOf(globals, 'help.removeFile', { fileName: 'receipt.pdf' }),
      }),
    );
    await expect(canvas.queryByText('receipt.pdf')).toBeNull();
  },
};

/** A signed-in customer's new case: the case choice, the order fields and their "I don't have" boxes. */
export const SignedInNewCase: Story = {
  args: { signedIn: true, tickets, caseId: '', onCaseChange: fn() },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.queryByLabelText(textOf(globals, 'help.firstName'))).toBeNull();
    const order = canvas.getByLabelText(labelled(textOf(globals, 'help.orderNumber')));
    await expect(order).toBeEnabled();
    await userEvent.click(canvas.getByText(textOf(globals, 'help.noOrderNumber')));
    await expect(order).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByLabelText(labelled(textOf(globals, 'help.case'))),
      'CS00000002',
    );
    await expect(args.onCaseChange).toHaveBeenCalledWith('CS00000002');
  },
};

/** An existing case: its subject read-only, its thread scrolled to the latest message, a reply box. */
export const ExistingCase: Story = {
  args: {
    signedIn: true,
    tickets,
    caseId: 'CS00000002',
    onCaseChange: fn(),
    onDownload: fn(),
    replyValues: {
      ...EMPTY_CONTACT_VALUES,
      subject: 'ORDER',
      orderNumber: 'KSCKSCTHA00000001',
      noHasSubOrderNumber: true,
    },
    thread: {
      ticketId: 'CS00000002',
      subject: 'My order and delivery',
      closed: false,
      messages: Array.from({ length: 6 }, (_, index) => ({
        name: index % 2 === 0 ? 'Somchai Jaidee' : 'Rewards Store',
        message:
          index % 2 === 0
            ? `My parcel has not arrived yet (${index + 1}).`
            : 'Thank you, we are checking with the carrier and will let you know.',
        createDate: `2026-11-2${index}T03:00:00.000Z`,
        fromShop: index % 2 === 1,
        files: index === 0 ? [{ fileName: 'receipt.pdf', filePath: 'f-1' }] : [],
      })),
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByDisplayValue('My order and delivery')).toHaveAttribute('readonly');
    const list = canvas.getByRole('list', {
      name: textOf(globals, 'help.thread', { ticketId: 'CS00000002' }),
    });
    await waitFor(() =>
      expect(list.scrollTop + list.clientHeight).toBeGreaterThanOrEqual(list.scrollHeight - 2),
    );
    await expect(canvas.getByRole('button', { name: textOf(globals, 'help.reply') })).toBeVisible();
  },
};

/** Sending: Submit refuses and says so. */
export const Sending: Story = { args: { submitting: true } };

/** The message was received. */
export const Received: Story = { args: { received: 'CS00000003' } };
