import { Box, Flex } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { CartIcon, InfoModal, StickyBar, ToTopButton, UiLink } from '@rewards/ui';
import { $cartCount } from '../entities/cart/model';
import { $locale } from '../entities/locale/model';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $accountDialogsWanted, signInClicked, signUpClicked } from '../features/auth/model';
import { ErrorCodeReport } from '../features/error-code-report/ui';
import { SearchBox } from '../features/search-items/ui';
import { $apiFailure, apiErrorDismissed, describeFailure } from '../shared/api/errors';
import { useMessage, useText } from '../shared/i18n';
import { browserShopMessages } from '../shared/router/shop-messages';
import { useShopMessages } from '../shared/ui/use-shop-messages';

/** An API failure's notice, in words the shop's messages hold (shown once they are there). */
function ApiErrorModal() {
  const message = useMessage();
  const text = useText();
  const [failure, lang, dismissed] = useUnit([$apiFailure, $locale, apiErrorDismissed]);
  const worded = useShopMessages();
  const shown = failure !== null && worded;
  return (
    <InfoModal open={shown} onClose={dismissed} title={message('storefront.error.title')}>
      {shown ? text(describeFailure(failure.failure, lang)) : null}
    </InfoModal>
  );
}

/** A lazily loaded part of the layout whose texts are among the shop's messages. */
function withShopMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), browserShopMessages()]))[0];
}

/**
 * The account modals and the session's dialogs: their own chunk, loaded once
 * a modal or a session needs them (only ever in the browser: the server's
 * HTML never has them), so the first page's script does not carry the forms.
 */
const AccountDialogs = lazy(withShopMessages(() => import('./account-dialogs')));

/**
 * The chat's "Need help?" tab: a chunk loaded once the page is live (not in
 * the first page's script, nor in the server's HTML). It is fixed to the
 * screen's edge, so its arrival moves nothing on the page.
 */
const HelpChat = lazy(withShopMessages(() => import('../features/help-chat/ui')));

/** The header's search box, which the sticky bar stands in for once it has scrolled away. */
export const HEADER_SEARCH_ID = 'header-search';

export interface LayoutExtrasProps {
  readonly homeHref: string;
  readonly cartHref: string;
  readonly currentSearch: string;
}

/** The sticky bar (after 150 px), the to-top button (after 20 px) and the layout's dialogs. */
export function LayoutExtras({ homeHref, cartHref, currentSearch }: LayoutExtrasProps) {
  const message = useMessage();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [cartCount, wanted, signIn, signUp] = useUnit([
    $cartCount,
    $accountDialogsWanted,
    signInClicked,
    signUpClicked,
  ]);
  return (
    <>
      <StickyBar replaces={HEADER_SEARCH_ID}>
        <Flex align="center" gap="4">
          <UiLink href={homeHref} fontWeight="bold" flexShrink="0">
            {message('header.storeName')}
          </UiLink>
          <Box flex="1" display={{ base: 'none', md: 'block' }}>
            <SearchBox key={currentSearch} initial={currentSearch} />
          </Box>
          <Box ms="auto" flexShrink="0" minW="12">
            <UiLink href={cartHref} aria-label={message('header.cart', { count: cartCount })}>
              <Flex as="span" align="center" gap="1" minH="10" px="1">
                <CartIcon flexShrink="0" />
                <span aria-hidden="true">{cartCount}</span>
              </Flex>
            </UiLink>
          </Box>
        </Flex>
      </StickyBar>
      <ToTopButton />
      {live ? (
        <Suspense fallback={null}>
          <HelpChat onSignIn={() => signIn()} onSignUp={() => signUp()} />
        </Suspense>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <AccountDialogs />
        </Suspense>
      ) : null}
      <ErrorCodeReport />
      <ApiErrorModal />
    </>
  );
}
