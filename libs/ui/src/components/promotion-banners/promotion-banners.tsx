import { Box, Button, Stack, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useUiLink } from '../../link/ui-link';
import { InfoModal } from '../info-modal/info-modal';

/** A button over a banner (the banner language's `buttonType1/2` and `textButton`). */
export interface PromotionBannerButton {
  readonly label: string;
  readonly href: string;
  /** `primary` in the accent colour, `secondary` outlined. */
  readonly kind?: 'primary' | 'secondary';
}

/** One promotion banner in the current language. */
export interface PromotionBannerData {
  readonly id: string;
  /** The wide picture (3:1), for tablets and wider. */
  readonly desktopImage: string;
  /** The phone picture (4:3); the wide one is used on phones too without it. */
  readonly mobileImage?: string;
  /** What the picture says, for people who cannot see it. */
  readonly alt: string;
  /** Where the picture leads, if anywhere. */
  readonly href?: string;
  readonly openNewTab?: boolean;
  readonly buttons?: readonly PromotionBannerButton[];
  /** The banner's popup (`displayPopup` Y): opened by 'More details'. */
  readonly popup?: { readonly image?: string; readonly content: string };
}

export interface PromotionBannersProps {
  readonly banners: readonly PromotionBannerData[];
}

function BannerPicture({ banner }: { readonly banner: PromotionBannerData }) {
  const hasMobile = banner.mobileImage !== undefined;
  return (
    <Box
      aspectRatio={hasMobile ? { base: '4 / 3', md: '3 / 1' } : '3 / 1'}
      bg="bg.muted"
      overflow="hidden"
      borderRadius="l3"
    >
      <picture>
        {hasMobile ? <source media="(min-width: 48em)" srcSet={banner.desktopImage} /> : null}
        <chakra.img
          src={banner.mobileImage ?? banner.desktopImage}
          alt={banner.alt}
          width="100%"
          height="100%"
          objectFit="cover"
        />
      </picture>
    </Box>
  );
}

function Banner({ banner }: { readonly banner: PromotionBannerData }) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const [popupOpen, setPopupOpen] = useState(false);
  const picture = <BannerPicture banner={banner} />;
  const linked =
    banner.href === undefined ? (
      picture
    ) : banner.openNewTab === true ? (
      <chakra.a
        href={banner.href}
        target="_blank"
        rel="noopener noreferrer"
        display="block"
        borderRadius="l3"
        focusVisibleRing="outside"
        focusRingColor="accent.focusRing"
      >
        {picture}
        <VisuallyHidden>{intl.formatMessage({ id: 'banners.newTab' })}</VisuallyHidden>
      </chakra.a>
    ) : (
      <chakra.span
        asChild
        display="block"
        borderRadius="l3"
        focusVisibleRing="outside"
        focusRingColor="accent.focusRing"
      >
        <Anchor href={banner.href}>{picture}</Anchor>
      </chakra.span>
    );
  const buttons = banner.buttons ?? [];
  return (
    <chakra.li position="relative">
      {linked}
      {buttons.length > 0 || banner.popup !== undefined ? (
        <Stack
          direction="row"
          flexWrap="wrap"
          gap="3"
          mt={{ base: '3', md: '0' }}
          position={{ base: 'static', md: 'absolute' }}
          insetStart={{ md: '8' }}
          bottom={{ md: '8' }}
        >
          {buttons.map((button) => (
            <Button
              key={button.href + button.label}
              asChild
              colorPalette={button.kind === 'secondary' ? 'gray' : 'accent'}
              variant={button.kind === 'secondary' ? 'outline' : 'solid'}
              bg={button.kind === 'secondary' ? 'bg' : undefined}
            >
              <Anchor href={button.href}>{button.label}</Anchor>
            </Button>
          ))}
          {banner.popup === undefined ? null : (
            <Button variant="outline" bg="bg" onClick={() => setPopupOpen(true)}>
              {intl.formatMessage({ id: 'banners.moreDetails' })}
            </Button>
          )}
        </Stack>
      ) : null}
      {banner.popup === undefined ? null : (
        <InfoModal open={popupOpen} onClose={() => setPopupOpen(false)} title={banner.alt}>
          {banner.popup.image === undefined ? null : (
            <chakra.img src={banner.popup.image} alt="" width="100%" borderRadius="l2" mb="4" />
          )}
          <chakra.p whiteSpace="pre-line">{banner.popup.content}</chakra.p>
        </InfoModal>
      )}
    </chakra.li>
  );
}

/**
 * The home page's promotion banners: the wide picture on tablets and wider,
 * the phone picture on phones (space reserved by aspect ratio), the banner's
 * buttons, and its popup when it has one.
 */
export function PromotionBanners({ banners }: PromotionBannersProps) {
  const intl = useIntl();
  if (banners.length === 0) return null;
  return (
    <Box as="section" aria-label={intl.formatMessage({ id: 'banners.label' })}>
      <chakra.ul
        listStyleType="none"
        display="flex"
        flexDirection="column"
        gap={{ base: '6', md: '8' }}
      >
        {banners.map((banner) => (
          <Banner key={banner.id} banner={banner} />
        ))}
      </chakra.ul>
    </Box>
  );
}
