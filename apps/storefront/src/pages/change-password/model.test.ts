import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@rewards/api-client';
import type { ChangePasswordBody } from '@rewards/api-client/contract';
import { $cartRestored } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { $idToken, $sessionRestored } from '../../entities/session/model';
import { $authModal } from '../../features/auth/model';
import { $location, navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import {
  $done,
  $error,
  $ready,
  changePasswordFx,
  changePasswordOpened,
  passwordSubmitted,
} from './model';

const BODY: ChangePasswordBody = {
  currentPassword: 'OldSecret123',
  newPassword: 'NewSecret456',
  confirmPassword: 'NewSecret456',
};

function setUp(
  answer: (body: ChangePasswordBody) => Promise<string>,
  token: string | null = 'old',
) {
  const navigations: NavigateTo[] = [];
  const sent: ChangePasswordBody[] = [];
  const scope = fork({
    values: [
      [$cartRestored, true],
      [$sessionRestored, true],
      [$idToken, token],
      [$locale, 'th'],
      [$location, { pathname: '/change-password', search: '?lang=th' }],
    ],
    handlers: [
      [navigateFx, recordNavigation(navigations)],
      [changePasswordFx, (body: ChangePasswordBody) => (sent.push(body), answer(body))],
    ],
  });
  return { scope, navigations, sent };
}

const refusal = (error: ApiError) => () => Promise.reject(error);

describe('/change-password', () => {
  it('a visitor without a token is sent home with the sign-in open; the form never shows', async () => {
    const { scope, navigations } = setUp(() => Promise.resolve('new'), null);
    await allSettled(changePasswordOpened, { scope, params: { lang: 'th' } });
    expect(scope.getState($ready)).toBe(false);
    expect(navigations).toEqual([{ pathname: '/', search: '?lang=th', replace: true }]);
    expect(scope.getState($authModal)).not.toBeNull();
  });

  it('changed: this session keeps the fresh token the answer brings, and the dialog shows', async () => {
    const { scope, sent } = setUp(() => Promise.resolve('fresh'));
    await allSettled(changePasswordOpened, { scope, params: { lang: 'th' } });
    expect(scope.getState($ready)).toBe(true);
    await allSettled(passwordSubmitted, { scope, params: BODY });
    expect(sent).toEqual([BODY]);
    expect(scope.getState($idToken)).toBe('fresh');
    expect(scope.getState($done)).toBe(true);
    expect(scope.getState($error)).toBeNull();
  });

  it('a refusal shows the server title in the language; E500 is ignored', async () => {
    const wrong = setUp(
      refusal({
        kind: 'badRequest',
        status: 400,
        appError: { errorKey: 'E401', title: 'Wrong password', thaiTitle: 'รหัสผ่านไม่ถูกต้อง' },
        fieldErrors: [],
        body: undefined,
      } as ApiError),
    );
    await allSettled(changePasswordOpened, { scope: wrong.scope, params: {} });
    await allSettled(passwordSubmitted, { scope: wrong.scope, params: BODY });
    expect(wrong.scope.getState($error)).toEqual({ text: 'รหัสผ่านไม่ถูกต้อง' });
    expect(wrong.scope.getState($done)).toBe(false);
    expect(wrong.scope.getState($idToken)).toBe('old');

    const expired = setUp(
      refusal({
        kind: 'sessionExpired',
        status: 500,
        body: { errorKey: 'E500', title: 'Session expired', thaiTitle: 'หมดเวลา' },
      } as ApiError),
    );
    await allSettled(changePasswordOpened, { scope: expired.scope, params: {} });
    await allSettled(passwordSubmitted, { scope: expired.scope, params: BODY });
    expect(expired.scope.getState($error)).toBeNull();
  });
});
