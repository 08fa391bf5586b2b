import { Box, Button, CloseButton, Separator, Stack, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useUiLink } from '../../link/ui-link';
import type { Locale } from '../../provider/ui-provider';
import {
  useCategoryRows,
  type ActiveCategory,
  type CategoryLink,
} from '../category-bar/category-bar';
import { Sheet } from '../sheet/sheet';
import { LanguageToggle } from './language-toggle';
import { ACCOUNT_LINK_ORDER, type AccountLinks } from './profile-menu';

export interface HeaderPageLink {
  readonly key: 'howToBuy' | 'aboutUs' | 'salesRefund';
  readonly href: string;
}

export interface MobileMenuProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly homeHref: string;
  readonly categories: readonly CategoryLink[];
  readonly active?: ActiveCategory;
  readonly pageLinks: readonly HeaderPageLink[];
  readonly helpHref: string;
  readonly helpLabel: string;
  readonly signedIn: boolean;
  readonly accountLinks: AccountLinks;
  readonly onSignIn: () => void;
  readonly onSignUp: () => void;
  readonly onSignOut: () => void;
  readonly onLanguageChange: (locale: Locale) => void;
}

function MenuLink({
  href,
  current = false,
  onNavigate,
  children,
}: {
  readonly href: string;
  readonly current?: boolean;
  readonly onNavigate: () => void;
  readonly children: ReactNode;
}) {
  const Anchor = useUiLink();
  return (
    <chakra.span
      asChild
      display="flex"
      alignItems="center"
      minH="11"
      px="3"
      borderRadius="l2"
      fontWeight={current ? 'semibold' : 'normal'}
      color={current ? 'accent.fg' : 'fg'}
      bg={current ? 'accent.subtle' : undefined}
      _hover={{ bg: 'bg.muted' }}
      focusVisibleRing="inside"
      focusRingColor="accent.focusRing"
    >
      <Anchor href={href} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {children}
      </Anchor>
    </chakra.span>
  );
}

/**
 * The header on phones: a drawer from the start edge mirroring the header
 * (categories, pages, Help & Contact, account, language), on the light
 * native-dialog `Sheet`. Choosing a link closes it.
 */
export function MobileMenu(props: MobileMenuProps) {
  const intl = useIntl();
  const rows = useCategoryRows(props.categories, props.homeHref, props.active);
  const close = () => props.onOpenChange(false);
  const titleId = useId();
  return (
    <Sheet open={props.open} onClose={close} placement="start" labelledBy={titleId}>
      <Box
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        px="4"
        py="3"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <chakra.h2 id={titleId} fontSize="lg" fontWeight="semibold">
          {intl.formatMessage({ id: 'header.openMenu' })}
        </chakra.h2>
        <CloseButton
          size="sm"
          data-autofocus
          aria-label={intl.formatMessage({ id: 'header.closeMenu' })}
          onClick={close}
        />
      </Box>
      <Box flex="1" overflowY="auto" px="4" py="4">
        <Stack gap="4">
          <nav aria-label={intl.formatMessage({ id: 'header.categories' })}>
            <chakra.ul listStyleType="none">
              {rows.flat().map((entry) => (
                <li key={entry.key}>
                  <MenuLink href={entry.href} current={entry.current} onNavigate={close}>
                    {entry.label}
                  </MenuLink>
                </li>
              ))}
            </chakra.ul>
          </nav>
          <Separator />
          <nav aria-label={intl.formatMessage({ id: 'header.mainNav' })}>
            <chakra.ul listStyleType="none">
              {props.pageLinks.map((link) => (
                <li key={link.key}>
                  <MenuLink href={link.href} onNavigate={close}>
                    {intl.formatMessage({ id: `header.page.${link.key}` })}
                  </MenuLink>
                </li>
              ))}
              <li>
                <MenuLink href={props.helpHref} onNavigate={close}>
                  {props.helpLabel}
                </MenuLink>
              </li>
            </chakra.ul>
          </nav>
          <Separator />
          {props.signedIn ? (
            <Box>
              <chakra.p px="3" pb="1" fontSize="sm" color="fg.muted">
                {intl.formatMessage({ id: 'header.account' })}
              </chakra.p>
              <chakra.ul listStyleType="none">
                {ACCOUNT_LINK_ORDER.map(([key, id]) => (
                  <li key={key}>
                    <MenuLink href={props.accountLinks[key]} onNavigate={close}>
                      {intl.formatMessage({ id })}
                    </MenuLink>
                  </li>
                ))}
              </chakra.ul>
              <Button
                variant="outline"
                mt="3"
                width="full"
                onClick={() => {
                  close();
                  props.onSignOut();
                }}
              >
                {intl.formatMessage({ id: 'header.profile.signOut' })}
              </Button>
            </Box>
          ) : (
            <Stack direction="row" gap="3">
              <Button
                flex="1"
                colorPalette="accent"
                onClick={() => {
                  close();
                  props.onSignIn();
                }}
              >
                {intl.formatMessage({ id: 'header.signIn' })}
              </Button>
              <Button
                flex="1"
                variant="outline"
                onClick={() => {
                  close();
                  props.onSignUp();
                }}
              >
                {intl.formatMessage({ id: 'header.signUp' })}
              </Button>
            </Stack>
          )}
          <Separator />
          <LanguageToggle onChange={props.onLanguageChange} />
        </Stack>
      </Box>
    </Sheet>
  );
}
