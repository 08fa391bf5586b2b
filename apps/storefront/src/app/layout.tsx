import { localizedText } from '@rewards/domain';
import type { ReactNode } from 'react';
import { Box, Flex, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { CategoryBar, Footer, Header } from '@rewards/ui';
import { $cartCount } from '../entities/cart/model';
import { $locale, languageToggled } from '../entities/locale/model';
import { signInClicked, signOutClicked, signUpClicked } from '../features/auth/model';
import { $customer } from '../entities/session/model';
import { $unreadTickets } from '../entities/ticket/model';
import { SearchBox } from '../features/search-items/ui';
import { useMessage } from '../shared/i18n';
import { $location } from '../shared/router/model';
import { parseQuery, shopUrl } from '../shared/url/query';
import { HEADER_SEARCH_ID, LayoutExtras } from './layout-extras';
import { $activeCategory, $categoryLinks } from './layout-model';
import { $logo, $notice } from '../entities/config/model';
import { PAGES } from '../shared/router/page-registry';

function NoticeBar() {
  const message = useMessage();
  const [notice, lang] = useUnit([$notice, $locale]);
  if (notice === null) return null;
  const text = localizedText(notice.message, notice.message_thai, lang);
  const tooltip =
    lang === 'th' ? (notice.tooltipContentThai ?? notice.tooltipContent) : notice.tooltipContent;
  if (text.trim() === '') return null;
  return (
    <Box as="aside" aria-label={message('storefront.notice.label')} fontSize="sm" color="fg">
      {tooltip === undefined || tooltip.trim() === '' ? (
        <chakra.p>{text}</chakra.p>
      ) : (
        <chakra.details>
          <chakra.summary cursor="pointer">{text}</chakra.summary>
          <chakra.p color="fg.muted" mt="1">
            {tooltip}
          </chakra.p>
        </chakra.details>
      )}
    </Box>
  );
}

/** Header, notice and search, category bar, the page, footer; the sticky bar and to-top on scroll. */
export function Layout({ children }: { readonly children: ReactNode }) {
  const message = useMessage();
  const [customer, signOut, unreadTickets] = useUnit([$customer, signOutClicked, $unreadTickets]);
  const [lang, cartCount, categories, active, logo, location, toggled, signIn, signUp] = useUnit([
    $locale,
    $cartCount,
    $categoryLinks,
    $activeCategory,
    $logo,
    $location,
    languageToggled,
    signInClicked,
    signUpClicked,
  ]);
  const homeHref = shopUrl('/', lang);
  const cartHref = shopUrl(PAGES.cart.path, lang);
  const currentSearch =
    location.pathname === PAGES.search.path ? (parseQuery(location.search).q ?? '') : '';
  return (
    <Flex direction="column" minH="100vh">
      <chakra.a
        href="#main"
        srOnly
        _focus={{
          position: 'fixed',
          top: '2',
          left: '2',
          zIndex: 'skipLink',
          width: 'auto',
          height: 'auto',
          clip: 'auto',
          bg: 'bg',
          p: '2',
          borderRadius: 'l2',
        }}
      >
        {message('storefront.skipToContent')}
      </chakra.a>
      <Header
        homeHref={homeHref}
        {...(logo === null ? {} : { logoSrc: logo })}
        pageLinks={[
          { key: 'howToBuy', href: shopUrl('/how-it-work', lang) },
          { key: 'aboutUs', href: shopUrl('/cms/about', lang) },
          { key: 'salesRefund', href: shopUrl('/cms/sales-refund', lang) },
        ]}
        helpHref={shopUrl('/contactus', lang)}
        unreadTickets={unreadTickets}
        accountLinks={{
          editProfile: shopUrl('/userInfo', lang),
          purchaseHistory: shopUrl('/transaction-history', lang),
          refundPromoCodes: shopUrl('/promo-codes', lang),
          changePassword: shopUrl('/change-password', lang),
          assignOrder: shopUrl('/assign-account', lang),
        }}
        cartHref={cartHref}
        cartCount={cartCount}
        categories={categories}
        activeCategory={active ?? undefined}
        onSignIn={signIn}
        onSignUp={signUp}
        {...(customer === null
          ? {}
          : { user: { name: `${customer.firstName} ${customer.lastName}`.trim() } })}
        onSignOut={signOut}
        onLanguageChange={toggled}
      />
      <CategoryBar categories={categories} homeHref={homeHref} active={active ?? undefined} />
      <Box bg="chrome.subtle" borderBottomWidth="1px" borderColor="border">
        <Flex
          maxW="page"
          mx="auto"
          px={{ base: '4', md: '6' }}
          py="2"
          gap="3"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
          justify="space-between"
        >
          <NoticeBar />
          <Box id={HEADER_SEARCH_ID} ms={{ md: 'auto' }} width={{ base: '100%', md: 'sm' }}>
            <SearchBox key={currentSearch} initial={currentSearch} />
          </Box>
        </Flex>
      </Box>
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        flex="1"
        display="flex"
        flexDirection="column"
        outline="none"
      >
        {children}
      </Box>
      <Footer
        links={{
          termsOfUse: shopUrl('/cms/term-and-condition', lang),
          privacyPolicy: shopUrl('/cms/privacy', lang),
          contactUs: shopUrl('/contactus', lang),
        }}
        sellerName={message('storefront.seller')}
        year={new Date().getFullYear()}
      />
      <LayoutExtras homeHref={homeHref} cartHref={cartHref} currentSearch={currentSearch} />
    </Flex>
  );
}
