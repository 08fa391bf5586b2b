import { chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { SafeHtml } from '../../shared/html/safe-html-view';
import { useMessage } from '../../shared/i18n';
import { Page, PageLoading } from '../../shared/ui/page';
import { NotFoundPage } from '../not-found/view';
import { $cms } from './model';

/** `/cms/{slug}`: a page of text in the customer's language. */
export function CmsPageView() {
  const message = useMessage();
  const [state] = useUnit([$cms]);
  if (state.status === 'notFound') return <NotFoundPage />;
  return (
    <Page>
      {state.status === 'ready' ? (
        <>
          <chakra.h1
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            mb="6"
            lineHeight="1.4"
          >
            {state.page.title}
          </chakra.h1>
          <SafeHtml html={state.page.content} />
        </>
      ) : (
        <>
          <chakra.h1 srOnly>{message('storefront.loading')}</chakra.h1>
          <PageLoading label={message('storefront.loading')} />
        </>
      )}
    </Page>
  );
}
