import { Badge, Box, IconButton, chakra } from '@chakra-ui/react';
import {
  catalogueSliderTabs,
  localizedName,
  type Named,
  type SliderCatalogue,
  type YesNoFlag,
} from '@rewards/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { useUiLink } from '../../link/ui-link';

/** A catalogue of the slider: what the domain orders it by, its names, picture and link. */
export interface SliderCatalogueLink extends SliderCatalogue, Named {
  readonly catalogueId: string | number;
  readonly href: string;
  readonly imageUrl: string;
}

export interface CatalogueSliderProps {
  readonly catalogues: readonly SliderCatalogueLink[];
  /** The category lists its items: an All Accessories tab leads to the list. */
  readonly useListing?: YesNoFlag;
  readonly allAccessoriesHref?: string;
  /** The tab of the page: a catalogue id, or `'all'` for All Accessories. */
  readonly active?: string | number;
}

/**
 * A category's catalogues as a row of tabs that scrolls sideways (CSS scroll
 * snap; buttons on wider screens), sorted by the domain (displayOrder, then
 * displaySubOrder), with a 'New' tag on a catalogue with a new item and, when
 * the category uses listing, an All Accessories tab first.
 */
export function CatalogueSlider({
  catalogues,
  useListing,
  allAccessoriesHref,
  active,
}: CatalogueSliderProps) {
  const intl = useIntl();
  const locale = useLocale();
  const Anchor = useUiLink();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const tabs = catalogueSliderTabs({ useListing, catalogues }).filter(
    (tab) => tab.kind === 'catalogue' || allAccessoriesHref !== undefined,
  );

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track === null) return;
    const start = Math.abs(track.scrollLeft);
    setEdges({
      atStart: start <= 1,
      atEnd: start + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, tabs.length]);

  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track === null) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({
      left: direction * track.clientWidth * 0.8,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  const isActive = (id: string | number) => active !== undefined && String(active) === String(id);

  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage({ id: 'catalogueSlider.label' })}
      position="relative"
    >
      <ScrollButton
        side="start"
        label={intl.formatMessage({ id: 'catalogueSlider.scrollBack' })}
        disabled={edges.atStart}
        onClick={() => scrollBy(-1)}
      />
      <chakra.ul
        ref={trackRef}
        onScroll={measure}
        display="flex"
        gap="2"
        overflowX="auto"
        scrollSnapType="x mandatory"
        scrollPaddingInline={{ base: '0', md: '10' }}
        px={{ base: '0', md: '10' }}
        py="2"
        listStyleType="none"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {tabs.map((tab) => {
          const key = tab.kind === 'allAccessories' ? 'all' : String(tab.catalogue.catalogueId);
          const current = isActive(key);
          const href =
            tab.kind === 'allAccessories' ? (allAccessoriesHref ?? '') : tab.catalogue.href;
          return (
            <chakra.li key={key} scrollSnapAlign="start" flexShrink="0">
              <chakra.span
                asChild
                position="relative"
                display="flex"
                flexDirection="column"
                alignItems="center"
                gap="2"
                width={{ base: '28', md: '32' }}
                height="100%"
                px="2"
                pt="3"
                pb="2"
                borderRadius="l2"
                textAlign="center"
                fontSize="sm"
                color={current ? 'accent.fg' : 'fg'}
                fontWeight={current ? 'semibold' : 'normal'}
                borderBottomWidth="2px"
                borderColor={current ? 'accent.solid' : 'transparent'}
                _hover={{ bg: 'bg.muted' }}
                focusVisibleRing="inside"
                focusRingColor="accent.focusRing"
              >
                <Anchor href={href} aria-current={current ? 'page' : undefined}>
                  {tab.kind === 'allAccessories' ? (
                    <Box
                      aria-hidden="true"
                      boxSize="16"
                      borderRadius="full"
                      bg="bg.muted"
                      display="grid"
                      placeItems="center"
                      fontSize="2xl"
                      fontWeight="bold"
                      color="fg.muted"
                    >
                      ⋯
                    </Box>
                  ) : (
                    <Box boxSize="16" bg="picture.bg" borderRadius="l2" overflow="hidden">
                      <chakra.img
                        src={tab.catalogue.imageUrl}
                        alt=""
                        htmlWidth={64}
                        htmlHeight={64}
                        width="100%"
                        height="100%"
                        objectFit="contain"
                        loading="lazy"
                      />
                    </Box>
                  )}
                  <chakra.span lineClamp="2">
                    {tab.kind === 'allAccessories'
                      ? intl.formatMessage({ id: 'catalogueSlider.allAccessories' })
                      : localizedName(tab.catalogue, locale)}
                  </chakra.span>
                  {tab.kind === 'catalogue' && tab.isNew ? (
                    <Badge
                      position="absolute"
                      top="1"
                      insetEnd="1"
                      size="sm"
                      colorPalette="gold"
                      variant="solid"
                    >
                      {intl.formatMessage({ id: 'badge.new' })}
                    </Badge>
                  ) : null}
                </Anchor>
              </chakra.span>
            </chakra.li>
          );
        })}
      </chakra.ul>
      <ScrollButton
        side="end"
        label={intl.formatMessage({ id: 'catalogueSlider.scrollOn' })}
        disabled={edges.atEnd}
        onClick={() => scrollBy(1)}
      />
    </Box>
  );
}

/** One of the slider's arrows, over its start or end edge (wide screens only). */
function ScrollButton({
  side,
  label,
  disabled,
  onClick,
}: {
  readonly side: 'start' | 'end';
  readonly label: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
}) {
  return (
    <IconButton
      display={{ base: 'none', md: 'inline-flex' }}
      position="absolute"
      {...(side === 'start' ? { insetStart: '0' } : { insetEnd: '0' })}
      top="50%"
      transform="translateY(-50%)"
      zIndex="1"
      size="sm"
      variant="outline"
      bg="bg"
      borderRadius="full"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {side === 'start' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
