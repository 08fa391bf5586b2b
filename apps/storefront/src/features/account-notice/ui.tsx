import { useUnit } from 'effector-react';
import { InfoModal } from '@rewards/ui';
import { useMessage } from '../../shared/i18n';
import { $accountNotice, accountNoticeClosed } from './model';

/** The info modal the sign-in and sign-up buttons open until customer accounts arrive. */
export function AccountNotice() {
  const message = useMessage();
  const [notice, closed] = useUnit([$accountNotice, accountNoticeClosed]);
  return (
    <InfoModal
      open={notice !== null}
      onClose={closed}
      title={message(
        notice === 'signUp' ? 'storefront.account.signUpTitle' : 'storefront.account.signInTitle',
      )}
    >
      {message('storefront.account.comingSoon')}
    </InfoModal>
  );
}
