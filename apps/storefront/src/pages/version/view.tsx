import { chakra } from '@chakra-ui/react';
import { useMessage } from '../../shared/i18n';
import { Page } from '../../shared/ui/page';

/** `/version`: the app's version and when it was built (set by vite.config.ts). */
export function VersionPage() {
  const message = useMessage();
  const built = new Date(__BUILD_TIME__);
  return (
    <Page>
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb="6">
        {message('storefront.version.title', { ip: __APP_VERSION__ })}
      </chakra.h1>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="6" rowGap="2">
        <chakra.dt fontWeight="semibold">{message('storefront.version.app')}</chakra.dt>
        <chakra.dd data-testid="app-version">{__APP_VERSION__}</chakra.dd>
        <chakra.dt fontWeight="semibold">{message('storefront.version.built')}</chakra.dt>
        <chakra.dd>
          <time dateTime={built.toISOString()}>
            {built.toISOString().replace('T', ' ').slice(0, 19)} UTC
          </time>
        </chakra.dd>
      </chakra.dl>
    </Page>
  );
}
