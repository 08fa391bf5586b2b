import { createEffect, sample } from 'effector';
import { supportRoutes, type Tickets } from '@rewards/api-client/contract';
import { $idToken, restoreSessionFx, signedIn } from '../../entities/session/model';
import { ticketsRead } from '../../entities/ticket/model';
import { client } from '../../shared/api';

/**
 * The signed-in customer's tickets for the header's unread badge: a session
 * feature (loaded with a stored session or before signing in, never with the
 * first page), read when the session is restored with a token and on signing in.
 */
export const fetchTicketsFx = createEffect((): Promise<Tickets> =>
  client.request(supportRoutes.tickets, {}),
);

sample({
  clock: [restoreSessionFx.done, signedIn],
  source: $idToken,
  filter: (token) => token !== null,
  target: fetchTicketsFx,
});

// A failed read leaves the badge as it was: it is a hint, not news worth a modal.
sample({ clock: fetchTicketsFx.doneData, target: ticketsRead });
