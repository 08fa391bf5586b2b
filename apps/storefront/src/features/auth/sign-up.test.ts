import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@rewards/api-client';
import type { RegisterBody } from '@rewards/api-client/contract';
import { $locale } from '../../entities/locale/model';
import {
  $signUpError,
  NOT_SIGNED_IN_AFTER_SIGN_UP,
  registerFx,
  signUpErrorText,
  signUpSubmitted,
} from './model';

const BODY: RegisterBody = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  email: 'somchai@rewards.example',
  confirmEmail: 'somchai@rewards.example',
  password: 'Passw0rd!2026',
  confirmPassword: 'Passw0rd!2026',
  mobileNumber: '0812345678',
  termsAcknowledged: true,
};

const refused: ApiError = {
  kind: 'badRequest',
  status: 400,
  appError: { errorKey: 'E400', title: 'Refused', thaiTitle: 'ถูกปฏิเสธ' },
  fieldErrors: [],
  body: { errorKey: 'E400', title: 'Refused', thaiTitle: 'ถูกปฏิเสธ' },
};

describe('sign-up with an e-mail that may have an account', () => {
  it('says a link was sent to the e-mail if it has an account, never “Wrong Email or Password”', async () => {
    const scope = fork({
      values: [[$locale, 'th']],
      handlers: [[registerFx, () => Promise.reject(NOT_SIGNED_IN_AFTER_SIGN_UP)]],
    });
    await allSettled(signUpSubmitted, { scope, params: BODY });
    expect(scope.getState($signUpError)).toEqual({ id: 'auth.signUp.emailMayHaveAccount' });
  });

  it('keeps the server’s message for any other failure of the sign-up itself', () => {
    const text = signUpErrorText(refused, 'en');
    expect(text).not.toEqual({ id: 'auth.signUp.emailMayHaveAccount' });
    expect(text).not.toEqual({ id: 'login.wrongCredentials' });
  });
});
