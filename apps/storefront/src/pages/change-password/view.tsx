import { useUnit } from 'effector-react';
import { ChangePasswordForm } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { useText } from '../../shared/i18n';
import { AfterSalePage } from '../../shared/ui/after-sale-page';
import { $done, $error, $ready, changePasswordFx, doneClosed, passwordSubmitted } from './model';

/** `/change-password`: current, new and confirmation; a dialog once changed. */
export function ChangePasswordPage() {
  const text = useText();
  const [lang, ready, done, error, sending, submitted, closed] = useUnit([
    $locale,
    $ready,
    $done,
    $error,
    changePasswordFx.pending,
    passwordSubmitted,
    doneClosed,
  ]);
  return (
    <AfterSalePage lang={lang} title="afterSale.password.title" ready={ready}>
      <ChangePasswordForm
        onSubmit={submitted}
        submitting={sending}
        done={done}
        onDoneClose={closed}
        {...(error === null ? {} : { error: text(error) })}
      />
    </AfterSalePage>
  );
}
