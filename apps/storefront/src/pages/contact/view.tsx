import { chakra, Stack } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { UiLink } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { useMessage } from '../../shared/i18n';
import { Page, PageTitle } from '../../shared/ui/page';
import { shopUrl } from '../../shared/url/query';

/**
 * `/contactus`: the header's Help & Contact and the footer's Contact Us lead
 * here. The contact form and support cases (spec section 2) are not built yet;
 * until they are, the page says so and points to the pages that answer the
 * usual questions, instead of a dead end.
 */
export function ContactPage() {
  const message = useMessage();
  const lang = useUnit($locale);
  const links = [
    { href: shopUrl('/how-it-work', lang), label: message('storefront.contact.howToBuy') },
    { href: shopUrl('/cms/sales-refund', lang), label: message('storefront.contact.salesRefund') },
    { href: shopUrl('/cms/about', lang), label: message('storefront.contact.about') },
  ];
  return (
    <Page>
      <Stack gap="4" maxW="prose" py="4">
        <PageTitle>{message('storefront.contact.title')}</PageTitle>
        <chakra.p>{message('storefront.contact.intro')}</chakra.p>
        <chakra.p>{message('storefront.contact.formComing')}</chakra.p>
        <chakra.ul listStyleType="disc" ps="6">
          {links.map((link) => (
            <chakra.li key={link.href} py="1">
              <UiLink href={link.href} textDecoration="underline" color="accent.fg">
                {link.label}
              </UiLink>
            </chakra.li>
          ))}
        </chakra.ul>
      </Stack>
    </Page>
  );
}
