import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@rewards/api-client';
import type { AssignPoNumberBody, AssignedOrder } from '@rewards/api-client/contract';
import { $cartRestored } from '../../entities/cart/model';
import { fetchCountryCodesFx } from '../../entities/country-code/model';
import { $locale } from '../../entities/locale/model';
import { $idToken, $sessionRestored } from '../../entities/session/model';
import { $location, navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import {
  $dialog,
  assignAccountOpened,
  assignPoNumberFx,
  assignSubmitted,
  dialogClosed,
} from './model';

const BODY: AssignPoNumberBody = {
  poNumber: 'RKSCTHA00000123',
  shippingEmailAddress: 'somchai@example.com',
  shippingMobileNumber: '0812345678',
  countryCode: '+66',
};

function setUp(answer: () => Promise<AssignedOrder>) {
  const navigations: NavigateTo[] = [];
  let codesRead = 0;
  const scope = fork({
    values: [
      [$cartRestored, true],
      [$sessionRestored, true],
      [$idToken, 'token'],
      [$locale, 'en'],
      [$location, { pathname: '/assign-account', search: '?lang=en' }],
    ],
    handlers: [
      [navigateFx, recordNavigation(navigations)],
      [fetchCountryCodesFx, () => (codesRead++, Promise.resolve([]))],
      [assignPoNumberFx, answer],
    ],
  });
  const submit = async () => {
    await allSettled(assignAccountOpened, { scope, params: {} });
    await allSettled(assignSubmitted, { scope, params: BODY });
  };
  return { scope, submit, codesRead: () => codesRead };
}

const refusal = (error: Partial<ApiError>) => () => Promise.reject(error as ApiError);

describe('/assign-account: the dialogs of spec section 8', () => {
  it('assigned: the assigned dialog, closed by OK; the calling codes were read', async () => {
    const { scope, submit, codesRead } = setUp(() => Promise.resolve({ poNumber: BODY.poNumber }));
    await submit();
    expect(codesRead()).toBe(1);
    expect(scope.getState($dialog)).toEqual({ kind: 'assigned' });
    await allSettled(dialogClosed, { scope });
    expect(scope.getState($dialog)).toBeNull();
  });

  it('an empty answer or a 404 is the not-found dialog', async () => {
    const empty = setUp(() => Promise.resolve({ poNumber: '' }));
    await empty.submit();
    expect(empty.scope.getState($dialog)).toEqual({ kind: 'notFound' });
    const missing = setUp(refusal({ kind: 'notFound', status: 404, body: undefined }));
    await missing.submit();
    expect(missing.scope.getState($dialog)).toEqual({ kind: 'notFound' });
  });

  it("another refusal shows the server's title; a 500 is ignored", async () => {
    const refused = setUp(
      refusal({
        kind: 'badRequest',
        status: 400,
        appError: {
          errorKey: 'E521',
          title: 'The Order Number and the Sub Order Number do not match',
          thaiTitle: 'ไม่ตรงกัน',
        },
        fieldErrors: [],
        body: undefined,
      } as ApiError),
    );
    await refused.submit();
    expect(refused.scope.getState($dialog)).toEqual({
      kind: 'refused',
      title: { text: 'The Order Number and the Sub Order Number do not match' },
    });
    const broken = setUp(refusal({ kind: 'server', status: 500, body: undefined }));
    await broken.submit();
    expect(broken.scope.getState($dialog)).toBeNull();
  });
});
