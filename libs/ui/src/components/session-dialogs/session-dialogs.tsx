import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { InfoModal } from '../info-modal/info-modal';
import { ConfirmDialog } from './confirm-dialog';

export interface SessionExpiringDialogProps {
  readonly open: boolean;
  /** Seconds until the session ends (the app's watcher counts them down). */
  readonly secondsLeft: number;
  /** Yes: the app refreshes the token. */
  readonly onStaySignedIn: () => void;
  /** No: the app signs out and goes home. */
  readonly onSignOut: () => void;
  /** Escape or a click outside: closed without an answer, the session runs on to its time-out. */
  readonly onDismiss: () => void;
}

/** The session-expiring warning (spec section 4, "Session"): Yes refreshes, No signs out. */
export function SessionExpiringDialog(props: SessionExpiringDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={props.open}
      title={intl.formatMessage({ id: 'session.expiring.title' })}
      confirmLabel={intl.formatMessage({ id: 'session.expiring.yes' })}
      cancelLabel={intl.formatMessage({ id: 'session.expiring.no' })}
      onConfirm={props.onStaySignedIn}
      onCancel={props.onSignOut}
      onDismiss={props.onDismiss}
    >
      <chakra.p>
        {intl.formatMessage(
          { id: 'session.expiring.body' },
          { seconds: Math.max(0, Math.ceil(props.secondsLeft)) },
        )}
      </chakra.p>
    </ConfirmDialog>
  );
}

export interface SessionExpiredDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Offers Sign In instead of OK when given (the app opens the sign-in modal). */
  readonly onSignIn?: () => void;
}

/** The session-expired notice (spec sections 4 and 8: time-out, or an E500 answer), on the info modal. */
export function SessionExpiredDialog({ open, onClose, onSignIn }: SessionExpiredDialogProps) {
  const intl = useIntl();
  return (
    <InfoModal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'session.expired.title' })}
      okLabel={
        onSignIn === undefined ? undefined : intl.formatMessage({ id: 'session.expired.signIn' })
      }
      onOk={onSignIn}
    >
      <chakra.p>{intl.formatMessage({ id: 'session.expired.body' })}</chakra.p>
    </InfoModal>
  );
}

export interface PromoSignInWarningProps {
  readonly open: boolean;
  /** Sign In: the app opens the sign-in modal and comes back to the promotion code after. */
  readonly onSignIn: () => void;
  /** Not now, Escape or a click outside. */
  readonly onClose: () => void;
}

/** The promo sign-in warning (spec section 8: E614 on a promotion code). */
export function PromoSignInWarning({ open, onSignIn, onClose }: PromoSignInWarningProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: 'promoSignIn.title' })}
      confirmLabel={intl.formatMessage({ id: 'promoSignIn.signIn' })}
      cancelLabel={intl.formatMessage({ id: 'promoSignIn.cancel' })}
      onConfirm={onSignIn}
      onCancel={onClose}
      onDismiss={onClose}
    >
      <chakra.p>{intl.formatMessage({ id: 'promoSignIn.body' })}</chakra.p>
    </ConfirmDialog>
  );
}
