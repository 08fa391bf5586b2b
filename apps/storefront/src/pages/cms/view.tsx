import { chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { $locale } from '../../entities/locale/model';
import { SafeHtml } from '../../shared/html/safe-html-view';
import { useMessage } from '../../shared/i18n';
import { Page, PageLoading } from '../../shared/ui/page';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import { $cms } from './model';

/** `/cms/{slug}`: a page of text in the customer's language. */
export function CmsPageView() {
  const message = useMessage();
  const [state, lang] = useUnit([$cms, $locale]);
  if (state.status === 'notFound') return <NotFoundPage lang={lang} />;
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
