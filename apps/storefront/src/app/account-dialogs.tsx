import { useUnit } from 'effector-react';
import { signInClicked } from '../features/auth/model';
import { AuthModals } from '../features/auth/ui';
import { SessionDialogs } from '../features/session-watch/ui';

/**
 * Every account dialog, as one lazily loaded module's default export: the
 * account modals and the session's dialogs, whose expired notice leads to the
 * sign-in.
 */
export default function AccountDialogs() {
  const signIn = useUnit(signInClicked);
  return (
    <>
      <AuthModals />
      <SessionDialogs onSignIn={signIn} />
    </>
  );
}
