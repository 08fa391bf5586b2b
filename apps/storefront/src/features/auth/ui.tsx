import { useUnit } from 'effector-react';
import { AuthModal } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { useText } from '../../shared/i18n';
import { shopUrl } from '../../shared/url/query';
import {
  $authModal,
  $forgotError,
  $forgotSentTo,
  $guestError,
  $signInError,
  $signUpError,
  authenticateFx,
  authModalClosed,
  forgotPasswordSubmitted,
  guestContinued,
  registerFx,
  resetPasswordInitFx,
  signInSubmitted,
  signUpSubmitted,
} from './model';
import { fetchGuestUuidFx } from '../../entities/session/model';

/** The account modals: combined, sign in, sign up, and checkout's guest choice (spec section 2). */
export function AuthModals() {
  const text = useText();
  const [kind, lang, signInError, signUpError, guestError, forgotError] = useUnit([
    $authModal,
    $locale,
    $signInError,
    $signUpError,
    $guestError,
    $forgotError,
  ]);
  const [signingIn, signingUp, gettingGuest, sending, sentTo] = useUnit([
    authenticateFx.pending,
    registerFx.pending,
    fetchGuestUuidFx.pending,
    resetPasswordInitFx.pending,
    $forgotSentTo,
  ]);
  const events = useUnit({
    closed: authModalClosed,
    signIn: signInSubmitted,
    signUp: signUpSubmitted,
    guest: guestContinued,
    forgot: forgotPasswordSubmitted,
  });
  return (
    <AuthModal
      open={kind !== null}
      variant={kind ?? 'signIn'}
      onClose={events.closed}
      signIn={{
        onSubmit: events.signIn,
        submitting: signingIn,
        ...(signInError === null ? {} : { error: text(signInError) }),
      }}
      signUp={{
        onSubmit: events.signUp,
        submitting: signingUp,
        termsHref: shopUrl('/cms/term-and-condition', lang),
        ...(signUpError === null ? {} : { error: text(signUpError) }),
      }}
      forgotPassword={{
        onSubmit: events.forgot,
        submitting: sending,
        ...(sentTo === null ? {} : { sentTo }),
        ...(forgotError === null ? {} : { error: text(forgotError) }),
      }}
      guest={{
        onContinue: events.guest,
        submitting: gettingGuest,
        ...(guestError === null ? {} : { error: text(guestError) }),
      }}
    />
  );
}
