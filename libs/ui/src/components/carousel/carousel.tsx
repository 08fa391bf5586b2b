import { Box, IconButton, chakra } from '@chakra-ui/react';
import { TIMINGS_MS } from '@rewards/domain';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageLoaded } from '../../hooks/use-page-loaded';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../icons/icons';
import { useUiLink } from '../../link/ui-link';
import { BANNER_SIZES } from '../promotion-banners/promotion-banners';
import { ResponsivePicture } from '../responsive-picture/responsive-picture';

/** One slide (a carousel entry of the home page or of a category), in the current language. */
export interface CarouselSlide {
  readonly id: string;
  /** The wide picture, for tablets and wider. */
  readonly imageUrl: string;
  /** The phone picture (the entry's `imageUrlLine1`); the wide one is used on phones without it. */
  readonly mobileImageUrl?: string;
  /** What the picture shows; empty when the description says it all. */
  readonly alt?: string;
  readonly href?: string;
  /** The slide's band colour and its text colour. */
  readonly bgColor?: string;
  readonly textColor?: string;
  /** The headline: over the picture on wider screens, under it on phones. */
  readonly description?: string;
}

export interface CarouselProps {
  readonly slides: readonly CarouselSlide[];
  /** The carousel's name; 'Featured' by default. */
  readonly label?: string;
  /** Moves on by itself every 5000 ms (TIMINGS_MS.carouselAutoplay); on by default. */
  readonly autoplay?: boolean;
  /** The first slide may be the page's largest paint: fetched first, never lazily. */
  readonly priority?: boolean;
}

/** Eases the track's scroll to `to` over `duration` ms (the slide speed), snapping off meanwhile. */
function animateScroll(track: HTMLElement, to: number, duration: number, done: () => void) {
  const from = track.scrollLeft;
  const start = performance.now();
  let frame = 0;
  track.style.scrollSnapType = 'none';
  const finish = () => {
    track.style.scrollSnapType = '';
    done();
  };
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    const eased = 1 - (1 - t) ** 3;
    track.scrollLeft = from + (to - from) * eased;
    if (t < 1) frame = requestAnimationFrame(step);
    else finish();
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    finish();
  };
}

function SlideBody({
  slide,
  priority,
  deferred,
}: {
  readonly slide: CarouselSlide;
  readonly priority: boolean;
  readonly deferred: boolean;
}) {
  return (
    <Box
      position="relative"
      height="100%"
      display="flex"
      flexDirection="column"
      bg={slide.bgColor ?? 'bg.muted'}
    >
      <ResponsivePicture
        desktop={{ src: slide.imageUrl, ...BANNER_SIZES.desktop }}
        mobile={
          slide.mobileImageUrl === undefined
            ? undefined
            : { src: slide.mobileImageUrl, ...BANNER_SIZES.mobile }
        }
        alt={slide.alt ?? ''}
        priority={priority}
        deferred={deferred}
        frame={{ flexShrink: '0' }}
      />
      {slide.description === undefined ? null : (
        <chakra.p
          position={{ base: 'static', md: 'absolute' }}
          insetStart={{ md: '12' }}
          bottom={{ md: '12' }}
          maxW={{ md: '45%' }}
          flex="1"
          px={{ base: '4', md: '3' }}
          py={{ base: '3', md: '1' }}
          borderRadius={{ md: 'l2' }}
          bg={slide.bgColor ?? 'bg'}
          color={slide.textColor ?? 'fg'}
          fontSize={{ base: 'md', md: '3xl' }}
          fontWeight="bold"
          lineHeight="1.4"
          lineClamp="2"
        >
          {slide.description}
        </chakra.p>
      )}
    </Box>
  );
}

/**
 * A slideshow of banners: swipe (CSS scroll snap), previous/next, a dot per
 * slide and pause. It moves on every 5000 ms in 700 ms (TIMINGS_MS), stops
 * while hovered or focused, and never moves by itself when the system asks
 * for reduced motion.
 */
export function Carousel({ slides, label, autoplay = true, priority = false }: CarouselProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const reducedMotion = useReducedMotion();
  // The other slides' pictures wait for the page to load, unless the shopper moves on first.
  const pageLoaded = usePageLoaded();
  const [moved, setMoved] = useState(false);
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const stopAnimation = useRef<(() => void) | undefined>(undefined);
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const playing = autoplay && count > 1 && !userPaused && !hovered && !focused && !reducedMotion;

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      const next = ((target % count) + count) % count;
      setIndex(next);
      setMoved(true);
      if (track === null) return;
      stopAnimation.current?.();
      const left = next * track.clientWidth;
      if (reducedMotion) {
        track.scrollLeft = left;
        return;
      }
      stopAnimation.current = animateScroll(track, left, TIMINGS_MS.carouselSpeed, () => {
        stopAnimation.current = undefined;
      });
    },
    [count, reducedMotion],
  );

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(() => goTo(index + 1), TIMINGS_MS.carouselAutoplay);
    return () => window.clearTimeout(timer);
  }, [playing, index, goTo]);

  useEffect(() => () => stopAnimation.current?.(), []);

  if (count === 0) return null;

  const name = label ?? intl.formatMessage({ id: 'carousel.label' });
  const arrow = (content: ReactNode, labelText: string, onClick: () => void) => (
    <IconButton
      size="sm"
      variant="outline"
      bg="bg"
      color="fg"
      borderRadius="full"
      aria-label={labelText}
      aria-controls={trackId}
      onClick={onClick}
    >
      {content}
    </IconButton>
  );
  // On phones the arrows sit beside the dots; on wider screens, over the picture's sides.
  const arrowPlace = {
    position: { base: 'static', md: 'absolute' },
    top: { md: 'calc(50% - 1.25rem)' },
    transform: { md: 'translateY(-50%)' },
  } as const;

  return (
    <Box
      as="section"
      aria-roledescription={intl.formatMessage({ id: 'carousel.roleDescription' })}
      aria-label={name}
      position="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box
        id={trackId}
        ref={trackRef}
        aria-live={playing ? 'off' : 'polite'}
        display="flex"
        overflowX="auto"
        scrollSnapType="x mandatory"
        borderRadius="l3"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        onScroll={(event) => {
          if (stopAnimation.current !== undefined) return;
          const track = event.currentTarget;
          if (track.clientWidth === 0) return;
          const shown = Math.round(track.scrollLeft / track.clientWidth);
          setMoved(true);
          if (shown !== index && shown >= 0 && shown < count) setIndex(shown);
        }}
      >
        {slides.map((slide, position) => {
          const body = (
            <SlideBody
              slide={slide}
              priority={priority && position === 0}
              deferred={position !== 0 && !pageLoaded && !moved}
            />
          );
          return (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription={intl.formatMessage({ id: 'carousel.slideRoleDescription' })}
              aria-label={intl.formatMessage(
                { id: 'carousel.slide' },
                { index: position + 1, total: count },
              )}
              aria-hidden={position === index ? undefined : true}
              inert={position !== index}
              flex="0 0 100%"
              scrollSnapAlign="start"
            >
              {slide.href === undefined ? (
                body
              ) : (
                <chakra.span
                  asChild
                  display="block"
                  height="100%"
                  focusVisibleRing="inside"
                  focusRingColor="accent.focusRing"
                >
                  <Anchor href={slide.href}>{body}</Anchor>
                </chakra.span>
              )}
            </Box>
          );
        })}
      </Box>

      {count > 1 ? (
        <Box display="flex" alignItems="center" justifyContent="center" gap="1" mt="2">
          <Box {...arrowPlace} insetStart={{ md: '2' }} me={{ base: '2', md: '0' }}>
            {arrow(<ChevronLeftIcon />, intl.formatMessage({ id: 'carousel.previous' }), () =>
              goTo(index - 1),
            )}
          </Box>
          {autoplay && !reducedMotion ? (
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={intl.formatMessage({
                id: userPaused ? 'carousel.play' : 'carousel.pause',
              })}
              onClick={() => setUserPaused((was) => !was)}
            >
              {userPaused ? <PlayIcon /> : <PauseIcon />}
            </IconButton>
          ) : null}
          {slides.map((slide, position) => (
            <chakra.button
              key={slide.id}
              type="button"
              aria-label={intl.formatMessage({ id: 'carousel.goTo' }, { index: position + 1 })}
              aria-current={position === index ? 'true' : undefined}
              aria-controls={trackId}
              onClick={() => goTo(position)}
              display="grid"
              placeItems="center"
              boxSize="8"
              borderRadius="full"
              cursor="pointer"
              focusVisibleRing="inside"
              focusRingColor="accent.focusRing"
            >
              <Box
                as="span"
                display="block"
                boxSize="2.5"
                borderRadius="full"
                borderWidth="1px"
                borderColor="fg.muted"
                bg={position === index ? 'fg' : 'transparent'}
              />
            </chakra.button>
          ))}
          <Box {...arrowPlace} insetEnd={{ md: '2' }} ms={{ base: '2', md: '0' }}>
            {arrow(<ChevronRightIcon />, intl.formatMessage({ id: 'carousel.next' }), () =>
              goTo(index + 1),
            )}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
