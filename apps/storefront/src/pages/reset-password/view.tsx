import { chakra, Stack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { ResetPasswordForm } from '@rewards/ui';
import { signInClicked } from '../../features/auth/model';
import { useMessage, useText } from '../../shared/i18n';
import { Page, PageTitle } from '../../shared/ui/page';
import { $done, $error, $key, finishResetFx, newPasswordSubmitted } from './model';

/** `/reset-password?key=…`: the link of the recovery e-mail; a new password, then sign in. */
export function ResetPasswordPage() {
  const message = useMessage();
  const text = useText();
  const [key, done, error, sending, submitted, signIn] = useUnit([
    $key,
    $done,
    $error,
    finishResetFx.pending,
    newPasswordSubmitted,
    signInClicked,
  ]);
  return (
    <Page>
      <Stack gap="4" maxW="md" py="4">
        <PageTitle>{message('auth.reset.title')}</PageTitle>
        {key === '' ? (
          <chakra.p role="alert">{message('auth.reset.noKey')}</chakra.p>
        ) : (
          <ResetPasswordForm
            onSubmit={submitted}
            submitting={sending}
            done={done}
            onSignIn={signIn}
            {...(error === null ? {} : { error: text(error) })}
          />
        )}
      </Stack>
    </Page>
  );
}
