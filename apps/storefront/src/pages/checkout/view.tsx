import { useUnit } from 'effector-react';
import { $locale } from '../../entities/locale/model';
import { useMessage } from '../../shared/i18n';
import { loadedPageMessages } from '../../shared/router/page-messages';
import { Page, PageLoading, PageTitle } from '../../shared/ui/page';
import { PageMessagesProvider, useNoIndex } from '../../shared/ui/page-messages';
import { NotFoundPage } from '../not-found/view';
import { CHECKOUT_MESSAGES } from './messages';
import { $step, $stepShown } from './model';

function CheckoutSteps() {
  const message = useMessage();
  const [step, shown] = useUnit([$step, $stepShown]);
  useNoIndex();
  if (step === null) return <NotFoundPage />;
  return (
    <Page>
      <PageTitle>{message('storefront.checkout.title')}</PageTitle>
      {shown ? null : <PageLoading label={message('storefront.loading')} />}
    </Page>
  );
}

/** The checkout's steps with the checkout's own messages. */
export function CheckoutPage() {
  const lang = useUnit($locale);
  return (
    <PageMessagesProvider messages={loadedPageMessages(CHECKOUT_MESSAGES, lang)}>
      <CheckoutSteps />
    </PageMessagesProvider>
  );
}
