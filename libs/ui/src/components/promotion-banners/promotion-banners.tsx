import { Box, Button, Stack, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useUiLink } from '../../link/ui-link';
import { InfoModal } from '../info-modal/info-modal';
import { usePageLoaded } from '../../hooks/use-page-loaded';
import { ResponsivePicture } from '../responsive-picture/responsive-picture';

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
  /** The wide picture, for tablets and wider. */
  readonly desktopImage: string;
  /** The phone picture; the wide one is used on phones too without it. */
  readonly mobileImage?: string;
  /** The pictures' own sizes; the server's banner sizes by default (`BANNER_SIZES`). */
  readonly desktopSize?: { readonly width: number; readonly height: number };
  readonly mobileSize?: { readonly width: number; readonly height: number };
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
  /** The first banner may be the page's largest paint: fetched first, never lazily. */
  readonly priority?: boolean;
}

/** The sizes the server draws banners and slides at (the API's banner pictures). */
export const BANNER_SIZES = {
  desktop: { width: 1600, height: 600 },
  mobile: { width: 800, height: 800 },
} as const;

function BannerPicture({
  banner,
  priority,
  deferred,
}: {
  readonly banner: PromotionBannerData;
  readonly priority: boolean;
  readonly deferred: boolean;
}) {
  return (
    <ResponsivePicture
      desktop={{ src: banner.desktopImage, ...(banner.desktopSize ?? BANNER_SIZES.desktop) }}
      mobile={
        banner.mobileImage === undefined
          ? undefined
          : { src: banner.mobileImage, ...(banner.mobileSize ?? BANNER_SIZES.mobile) }
      }
      alt={banner.alt}
      priority={priority}
      deferred={deferred}
      frame={{ borderRadius: 'l3' }}
    />
  );
}

function Banner({
  banner,
  priority,
  deferred,
}: {
  readonly banner: PromotionBannerData;
  readonly priority: boolean;
  readonly deferred: boolean;
}) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const [popupOpen, setPopupOpen] = useState(false);
  const picture = <BannerPicture banner={banner} priority={priority} deferred={deferred} />;
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
 * the phone picture on phones (`ResponsivePicture`: space reserved at each
 * picture's own proportions, never cropped), the banner's buttons, and its
 * popup when it has one.
 */
export function PromotionBanners({ banners, priority = false }: PromotionBannersProps) {
  const intl = useIntl();
  // Banners after the first are below the fold on every screen: their pictures wait for the
  // page to load, so the pictures at the top get the connection first.
  const pageLoaded = usePageLoaded();
  if (banners.length === 0) return null;
  return (
    <Box as="section" aria-label={intl.formatMessage({ id: 'banners.label' })}>
      <chakra.ul
        listStyleType="none"
        display="flex"
        flexDirection="column"
        gap={{ base: '6', md: '8' }}
      >
        {banners.map((banner, index) => (
          <Banner
            key={banner.id}
            banner={banner}
            priority={priority && index === 0}
            deferred={index > 0 && !pageLoaded}
          />
        ))}
      </chakra.ul>
    </Box>
  );
}
