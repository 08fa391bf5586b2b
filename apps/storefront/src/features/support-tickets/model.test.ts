import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Tickets } from '@rewards/api-client/contract';
import { $idToken, restoreSessionFx, signedIn, signedOut } from '../../entities/session/model';
import { $unreadTickets } from '../../entities/ticket/model';
import { fetchTicketsFx } from './model';

const ticket = (ticketId: string, read: boolean) => ({
  ticketId,
  read,
  subject: 'Other',
  orderNumber: '',
  subOrderNumber: '',
  status: 'OPEN' as const,
  createDate: '2026-11-20T03:00:00.000Z',
});

function setUp(tickets: Tickets) {
  let reads = 0;
  const scope = fork({
    handlers: [
      [
        fetchTicketsFx,
        () => {
          reads += 1;
          return Promise.resolve(tickets);
        },
      ],
      [restoreSessionFx, () => ({ idToken: 'token', guestUuid: null })],
    ],
  });
  return { scope, reads: () => reads };
}

describe('the unread tickets badge', () => {
  it('counts the tickets with an unread answer once a stored session is restored', async () => {
    const { scope } = setUp([ticket('CS1', false), ticket('CS2', true), ticket('CS3', false)]);
    await allSettled(restoreSessionFx, { scope });
    expect(scope.getState($unreadTickets)).toBe(2);
    await allSettled(signedOut, { scope });
    expect(scope.getState($unreadTickets)).toBe(0);
  });

  it('reads them on signing in', async () => {
    const { scope, reads } = setUp([ticket('CS1', false)]);
    await allSettled(signedIn, { scope, params: 'token' });
    expect(reads()).toBe(1);
    expect(scope.getState($unreadTickets)).toBe(1);
  });

  it('a restored session without a token reads nothing', async () => {
    let reads = 0;
    const scope = fork({
      values: [[$idToken, null]],
      handlers: [
        [fetchTicketsFx, () => ((reads += 1), Promise.resolve([]))],
        [restoreSessionFx, () => ({ idToken: null, guestUuid: null })],
      ],
    });
    await allSettled(restoreSessionFx, { scope });
    expect(reads).toBe(0);
    expect(scope.getState($unreadTickets)).toBe(0);
  });
});
