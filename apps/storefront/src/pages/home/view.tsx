import { Box, Skeleton, Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { Carousel, CategoryGrid, PromotionBanners } from '@rewards/ui';
import { $categoriesLoading } from '../../entities/category/model';
import { useMessage } from '../../shared/i18n';
import { Page } from '../../shared/ui/page';
import { $banners, $bannersLoading, $gridTiles, $slides } from './model';

/** `/`: promotion banners, the carousel and the category grid (spec section 2). */
export function HomePage() {
  const message = useMessage();
  const [banners, slides, tiles, bannersLoading, categoriesLoading] = useUnit([
    $banners,
    $slides,
    $gridTiles,
    $bannersLoading,
    $categoriesLoading,
  ]);
  return (
    <Page>
      <chakra.h1 srOnly>{message('storefront.home.title')}</chakra.h1>
      <Stack gap={{ base: '8', md: '12' }}>
        {slides.length > 0 ? <Carousel slides={slides} priority /> : null}
        {bannersLoading && slides.length === 0 ? (
          <Skeleton aspectRatio={{ base: 4 / 3, md: 3 }} borderRadius="l3" />
        ) : null}
        <PromotionBanners banners={banners} priority={slides.length === 0} />
        {categoriesLoading && tiles.length === 0 ? (
          <Box
            display="grid"
            gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
            gap="4"
          >
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} aspectRatio={1} borderRadius="l3" />
            ))}
          </Box>
        ) : (
          <CategoryGrid categories={tiles} />
        )}
      </Stack>
    </Page>
  );
}
