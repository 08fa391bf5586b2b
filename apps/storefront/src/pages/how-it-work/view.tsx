import { Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { SafeHtml } from '../../shared/html/safe-html-view';
import { useMessage } from '../../shared/i18n';
import { Page, PageLoading } from '../../shared/ui/page';
import { $howItWork } from './model';

/** `/how-it-work`: How to Buy. */
export function HowItWorkPage() {
  const message = useMessage();
  const [content] = useUnit([$howItWork]);
  return (
    <Page>
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb="6">
        {message('storefront.howItWork.title')}
      </chakra.h1>
      {content === null ? (
        <PageLoading label={message('storefront.loading')} />
      ) : (
        <Stack gap="8">
          <SafeHtml html={content.content} />
          <SafeHtml html={content.content2} />
        </Stack>
      )}
    </Page>
  );
}
