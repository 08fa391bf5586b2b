import { createEvent, createStore } from 'effector';
import { signedOut } from '../session/model';

/** What the unread count needs of a ticket: `read` false while the shop's latest answer is unread. */
export interface TicketReadState {
  readonly read: boolean;
}

/** The signed-in customer's tickets were read from the server (`GET feedback`). */
export const ticketsRead = createEvent<readonly TicketReadState[]>();

/**
 * The tickets with an unread answer: the header's badge on Help & Contact and
 * the chat's way to Contact Us (spec section 2). None once signed out.
 */
export const $unreadTickets = createStore(0, { serialize: 'ignore' })
  .on(ticketsRead, (_, tickets) => tickets.filter((ticket) => !ticket.read).length)
  .reset(signedOut);
