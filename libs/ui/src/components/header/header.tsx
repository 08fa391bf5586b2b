import { Box, Button, Flex, IconButton, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { CartIcon, HelpIcon, MenuIcon } from '../../icons/icons';
import { useUiLink } from '../../link/ui-link';
import type { Locale } from '../../provider/ui-provider';
import type { ActiveCategory, CategoryLink } from '../category-bar/category-bar';
import { LanguageToggle } from './language-toggle';
import { MobileMenu, type HeaderPageLink } from './mobile-menu';
import { ProfileMenu, type AccountLinks } from './profile-menu';

/** The signed-in customer, as the header greets them. */
export interface HeaderUser {
  readonly name: string;
}

export interface HeaderProps {
  readonly homeHref: string;
  /** The programme's logo (the `cms/logo` picture); the store's name in text without it. */
  readonly logoSrc?: string;
  readonly pageLinks?: readonly HeaderPageLink[];
  /** The contact-us page. */
  readonly helpHref: string;
  /** Unread answers to the customer's support tickets: a badge on Help & Contact. */
  readonly unreadTickets?: number;
  /** Signed in when set. */
  readonly user?: HeaderUser;
  readonly accountLinks: AccountLinks;
  readonly cartHref: string;
  /** Units in the cart. */
  readonly cartCount: number;
  /** The categories, for the mobile menu (the category bar shows them on wider screens). */
  readonly categories?: readonly CategoryLink[];
  readonly activeCategory?: ActiveCategory;
  readonly onSignIn: () => void;
  readonly onSignUp: () => void;
  readonly onSignOut: () => void;
  readonly onLanguageChange: (locale: Locale) => void;
}

function CountBadge({ count, palette }: { readonly count: number; readonly palette: string }) {
  return (
    <Box
      as="span"
      position="absolute"
      top="-1"
      insetEnd="-1"
      minW="5"
      h="5"
      px="1"
      borderRadius="full"
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      colorPalette={palette}
      fontSize="xs"
      fontWeight="bold"
      lineHeight="1.25rem"
      textAlign="center"
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}

/**
 * The shop's header: logo, page links, Help & Contact (with unread badge),
 * sign in / sign up or the profile menu, the language toggle, and the cart
 * with its count. On phones: the menu button, the logo and the cart; the menu
 * opens a drawer that mirrors the rest and lists the categories.
 */
export function Header(props: HeaderProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const [menuOpen, setMenuOpen] = useState(false);
  const unreadId = useId();
  const unread = props.unreadTickets ?? 0;
  const helpLabel =
    unread > 0
      ? intl.formatMessage({ id: 'header.helpUnread' }, { count: unread })
      : intl.formatMessage({ id: 'header.help' });
  const storeName = intl.formatMessage({ id: 'header.storeName' });
  const pageLinks = props.pageLinks ?? [];

  return (
    <Box as="header" bg="chrome.bg" color="fg" borderBottomWidth="1px" borderColor="border">
      <Flex
        maxW="page"
        mx="auto"
        px={{ base: '2', md: '6' }}
        minH={{ base: '14', md: '16' }}
        align="center"
        gap={{ base: '1', md: '4' }}
      >
        <IconButton
          display={{ base: 'inline-flex', md: 'none' }}
          variant="ghost"
          position="relative"
          overflow="visible"
          aria-label={intl.formatMessage({ id: 'header.openMenu' })}
          aria-describedby={unread > 0 ? unreadId : undefined}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
          {unread > 0 ? (
            <>
              <CountBadge count={unread} palette="red" />
              <chakra.span id={unreadId} srOnly>
                {helpLabel}
              </chakra.span>
            </>
          ) : null}
        </IconButton>

        <chakra.span
          asChild
          display="inline-flex"
          alignItems="center"
          minH="11"
          px="1"
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          color="fg"
          textDecoration="none"
          borderRadius="l2"
          focusVisibleRing="outside"
          focusRingColor="accent.focusRing"
          flexShrink="0"
        >
          <Anchor
            href={props.homeHref}
            aria-label={
              props.logoSrc === undefined ? undefined : intl.formatMessage({ id: 'header.home' })
            }
          >
            {props.logoSrc === undefined ? (
              storeName
            ) : (
              <chakra.img src={props.logoSrc} alt="" height="8" width="auto" />
            )}
          </Anchor>
        </chakra.span>

        {pageLinks.length > 0 ? (
          <Box
            as="nav"
            aria-label={intl.formatMessage({ id: 'header.mainNav' })}
            display={{ base: 'none', lg: 'block' }}
          >
            <chakra.ul display="flex" gap="1" listStyleType="none">
              {pageLinks.map((link) => (
                <li key={link.key}>
                  <Button asChild variant="ghost" size="sm" fontWeight="normal">
                    <Anchor href={link.href}>
                      {intl.formatMessage({ id: `header.page.${link.key}` })}
                    </Anchor>
                  </Button>
                </li>
              ))}
            </chakra.ul>
          </Box>
        ) : null}

        <Box flex="1" />

        <Flex display={{ base: 'none', md: 'flex' }} align="center" gap="2">
          <Button asChild variant="ghost" size="sm" fontWeight="normal" position="relative">
            <Anchor href={props.helpHref} aria-label={unread > 0 ? helpLabel : undefined}>
              <HelpIcon />
              {intl.formatMessage({ id: 'header.help' })}
              {unread > 0 ? (
                <Box
                  as="span"
                  minW="5"
                  h="5"
                  px="1"
                  borderRadius="full"
                  bg="red.solid"
                  color="red.contrast"
                  fontSize="xs"
                  fontWeight="bold"
                  lineHeight="1.25rem"
                  textAlign="center"
                >
                  {unread > 99 ? '99+' : unread}
                </Box>
              ) : null}
            </Anchor>
          </Button>
          <LanguageToggle onChange={props.onLanguageChange} />
          {props.user === undefined ? (
            <>
              <Button variant="ghost" size="sm" onClick={props.onSignIn}>
                {intl.formatMessage({ id: 'header.signIn' })}
              </Button>
              <Button colorPalette="accent" size="sm" onClick={props.onSignUp}>
                {intl.formatMessage({ id: 'header.signUp' })}
              </Button>
            </>
          ) : (
            <ProfileMenu
              name={props.user.name}
              links={props.accountLinks}
              onSignOut={props.onSignOut}
            />
          )}
        </Flex>

        <IconButton asChild variant="ghost" position="relative" overflow="visible">
          <Anchor
            href={props.cartHref}
            aria-label={intl.formatMessage({ id: 'header.cart' }, { count: props.cartCount })}
          >
            <CartIcon boxSize="6" />
            {props.cartCount > 0 ? <CountBadge count={props.cartCount} palette="accent" /> : null}
          </Anchor>
        </IconButton>
      </Flex>

      <MobileMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        homeHref={props.homeHref}
        categories={props.categories ?? []}
        active={props.activeCategory}
        pageLinks={pageLinks}
        helpHref={props.helpHref}
        helpLabel={helpLabel}
        signedIn={props.user !== undefined}
        accountLinks={props.accountLinks}
        onSignIn={props.onSignIn}
        onSignUp={props.onSignUp}
        onSignOut={props.onSignOut}
        onLanguageChange={props.onLanguageChange}
      />
    </Box>
  );
}
