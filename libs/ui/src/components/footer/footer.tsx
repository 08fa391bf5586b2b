import { Box, Stack, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useUiLink } from '../../link/ui-link';

/** Where the footer's pages are. */
export interface FooterLinks {
  readonly termsOfUse: string;
  readonly privacyPolicy: string;
  readonly contactUs: string;
}

export interface FooterProps {
  readonly links: FooterLinks;
  /** The company that sells and delivers (the store's operator), named in the seller note. */
  readonly sellerName: string;
  /** The year of the copyright line. */
  readonly year: number;
}

const LINK_ORDER = [
  ['termsOfUse', 'footer.termsOfUse'],
  ['privacyPolicy', 'footer.privacyPolicy'],
  ['contactUs', 'footer.contactUs'],
] as const;

/** Terms of Use, Privacy Policy, Contact Us, and the note that the operator, not the bank, sells. */
export function Footer({ links, sellerName, year }: FooterProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  return (
    <Box
      as="footer"
      bg="chrome.subtle"
      color="fg"
      borderTopWidth="1px"
      borderColor="border"
      mt="12"
    >
      {/* On a phone the end of the page scrolls clear of the fixed "Need help?" tab. */}
      <Stack
        maxW="page"
        mx="auto"
        px={{ base: '4', md: '6' }}
        pt="8"
        pb={{ base: '20', md: '8' }}
        gap="4"
      >
        <Box as="nav" aria-label={intl.formatMessage({ id: 'footer.links' })}>
          <chakra.ul display="flex" flexWrap="wrap" columnGap="6" rowGap="2" listStyleType="none">
            {LINK_ORDER.map(([key, id]) => (
              <li key={key}>
                <chakra.span
                  asChild
                  display="inline-flex"
                  alignItems="center"
                  minH="11"
                  color="fg"
                  textDecoration="underline"
                  textUnderlineOffset="3px"
                  _hover={{ color: 'accent.fg' }}
                  focusVisibleRing="outside"
                  focusRingColor="accent.focusRing"
                >
                  <Anchor href={links[key]}>{intl.formatMessage({ id })}</Anchor>
                </chakra.span>
              </li>
            ))}
          </chakra.ul>
        </Box>
        <chakra.p fontSize="sm" color="fg.muted" maxW="prose">
          {intl.formatMessage({ id: 'footer.sellerNote' }, { seller: sellerName })}
        </chakra.p>
        <chakra.p fontSize="sm" color="fg.muted">
          {intl.formatMessage(
            { id: 'footer.copyright' },
            { year: String(year), seller: sellerName },
          )}
        </chakra.p>
      </Stack>
    </Box>
  );
}
