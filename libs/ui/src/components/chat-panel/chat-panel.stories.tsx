import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { ChatPanel } from './chat-panel';

const meta = {
  title: 'Help/ChatPanel',
  component: ChatPanel,
  args: {
    open: true,
    onClose: fn(),
    step: 1,
    view: {
      kind: 'choices',
      choices: [
        { id: 'FAQ', name: 'Frequently asked questions' },
        { id: 'QUICK_HELP', name: 'Quick Help' },
        { id: 'CONTACT', name: 'Contact Us' },
      ],
    },
    canBack: false,
    canNext: false,
    onBack: fn(),
    onNext: fn(),
    onChoose: fn(),
    contactHref: '/contactus',
    startPo: 'KSC',
    onLookup: fn(),
    lookupPending: false,
  },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the root topics; Back refuses; a topic is chosen; Escape closes the dialog. */
export const Topics: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: textOf(globals, 'help.chat.title'),
    });
    const inside = within(dialog);
    await expect(
      inside.getByRole('button', { name: textOf(globals, 'help.chat.back') }),
    ).toBeDisabled();
    await userEvent.click(inside.getByRole('button', { name: 'Quick Help' }));
    await expect(args.onChoose).toHaveBeenCalledWith('QUICK_HELP');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Step 2 of FAQ, signed out: the note with Contact Us, sign in and sign up. */
export const FaqQuestions: Story = {
  args: {
    step: 2,
    canBack: true,
    canNext: true,
    view: {
      kind: 'choices',
      heading: 'Frequently asked questions',
      choices: [
        { id: 'FAQ_POINTS', name: 'How do I pay with points?' },
        { id: 'FAQ_DELIVERY', name: 'How long does delivery take?' },
      ],
    },
    faqNote: { onSignIn: fn(), onSignUp: fn() },
  },
};

/** The last step: the answers; Next refuses. */
export const Answers: Story = {
  args: {
    step: 3,
    canBack: true,
    view: {
      kind: 'answers',
      heading: 'How long does delivery take?',
      answers: [
        {
          id: 'A1',
          name: 'Bangkok',
          content: 'Orders in Bangkok arrive in 2-3 working days.',
        },
        {
          id: 'A2',
          name: 'Other provinces',
          content: 'Other provinces take 3-5 working days.',
        },
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: textOf(globals, 'help.chat.next') }),
    ).toBeDisabled();
  },
};

/** A lookup: Continue refuses until the order number, e-mail and mobile number are valid. */
export const Lookup: Story = {
  args: {
    step: 3,
    canBack: true,
    view: { kind: 'lookup', heading: 'Where is my parcel?', lookup: 'shipmentStatus' },
  },
  play: async ({ canvasElement, globals, args }) => {
    const inside = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    const field = (id: Parameters<typeof textOf>[1]) =>
      inside.getByRole('textbox', { name: new RegExp(`^${textOf(globals, id)}`) });
    const go = inside.getByRole('button', { name: textOf(globals, 'help.chat.continue') });
    await expect(go).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(field('help.chat.orderNumber'), 'KSCKSCTHA00000001');
    await userEvent.type(field('help.chat.email'), 'somchai@example.com');
    await userEvent.type(field('help.chat.phone'), '0812345678');
    await expect(go).not.toHaveAttribute('aria-disabled');
    await userEvent.click(go);
    await expect(args.onLookup).toHaveBeenCalledWith({
      orderNumber: 'KSCKSCTHA00000001',
      email: 'somchai@example.com',
      countryCode: '+66',
      phoneNumber: '0812345678',
    });
  },
};

/** An order that is not found (or whose details differ): the server's 'PO No. is incorrect'. */
export const LookupRefused: Story = {
  args: {
    step: 3,
    canBack: true,
    view: { kind: 'lookup', heading: 'Tax invoice', lookup: 'taxInvoice' },
    lookupResult: { kind: 'refused', title: '' },
  },
};

/** A shipment found: each sub-order with its status, carrier and tracking. */
export const LookupShipments: Story = {
  args: {
    step: 3,
    canBack: true,
    view: { kind: 'lookup', heading: 'Where is my parcel?', lookup: 'shipmentStatus' },
    lookupResult: {
      kind: 'shipments',
      shipments: [
        {
          orderNumber: 'KSCKSCTHA0000000101',
          itemName: 'iPhone 17 Pro 256GB Black',
          status: 'Shipped',
          carrier: 'Kerry Express',
          carrierUrl: 'https://th.kerryexpress.com/',
          trackingNumber: 'KEX123456789',
          expectedDeliveryDate: '2026-11-30',
        },
      ],
    },
  },
};
