import { useUnit } from 'effector-react';
import { SessionExpiredDialog, SessionExpiringDialog } from '@rewards/ui';
import {
  $sessionExpiredOpen,
  $sessionWarning,
  sessionExpiredClosed,
  sessionWarningDismissed,
  signOutFromWarningClicked,
  staySignedInClicked,
} from './model';

export interface SessionDialogsProps {
  /** The expired notice's Sign in: opens the sign-in (the app wires it to the account modals). */
  readonly onSignIn: () => void;
}

/** The session's dialogs: the warning before it expires, and the notice that it has. */
export function SessionDialogs({ onSignIn }: SessionDialogsProps) {
  const [warning, expiredOpen] = useUnit([$sessionWarning, $sessionExpiredOpen]);
  const events = useUnit({
    stay: staySignedInClicked,
    signOut: signOutFromWarningClicked,
    dismissed: sessionWarningDismissed,
    expiredClosed: sessionExpiredClosed,
  });
  return (
    <>
      <SessionExpiringDialog
        open={warning !== null}
        secondsLeft={warning?.secondsLeft ?? 0}
        onStaySignedIn={events.stay}
        onSignOut={events.signOut}
        onDismiss={events.dismissed}
      />
      <SessionExpiredDialog
        open={expiredOpen}
        onClose={events.expiredClosed}
        onSignIn={() => {
          events.expiredClosed();
          onSignIn();
        }}
      />
    </>
  );
}
