import { Button, SimpleGrid, Skeleton, Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { localizedName } from '@rewards/domain';
import { Carousel, CatalogueTile, EmptyState, UiLink } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { useMessage } from '../../shared/i18n';
import { Page } from '../../shared/ui/page';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import { $allItemsHref, $background, $tiles, $slides, $state } from './model';

/** `/listCatalogue/{categoryId}`: the category's catalogue tiles and its banner carousel. */
export function ListCataloguePage() {
  const message = useMessage();
  const [state, tiles, slides, background, allItemsHref, lang] = useUnit([
    $state,
    $tiles,
    $slides,
    $background,
    $allItemsHref,
    $locale,
  ]);
  if (state.status === 'notFound') return <NotFoundPage lang={lang} />;
  const title =
    state.status === 'ready' ? localizedName(state.category, lang) : message('storefront.loading');
  return (
    <Page background={background}>
      <Stack gap={{ base: '6', md: '8' }}>
        <chakra.h1 fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" lineHeight="1.3">
          {title}
        </chakra.h1>
        {slides.length > 0 ? <Carousel slides={slides} label={title} priority /> : null}
        {state.status === 'loading' ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} aspectRatio={4 / 3} borderRadius="l3" />
            ))}
          </SimpleGrid>
        ) : null}
        {state.status === 'ready' && tiles.length === 0 ? <EmptyState kind="catalogues" /> : null}
        {tiles.length > 0 ? (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, md: 2, lg: 4 }}
            gap={{ base: '4', md: '6' }}
          >
            {tiles.map((tile, index) => (
              <chakra.li
                key={tile.href}
                gridColumn={tile.highlight === true ? { md: 'span 2' } : undefined}
              >
                <CatalogueTile
                  tile={tile}
                  nameAs="h2"
                  priority={slides.length === 0 && index === 0}
                />
              </chakra.li>
            ))}
          </SimpleGrid>
        ) : null}
        {allItemsHref === null ? null : (
          <Button asChild variant="outline" alignSelf="start">
            <UiLink href={allItemsHref}>{message('catalogueSlider.allAccessories')}</UiLink>
          </Button>
        )}
      </Stack>
    </Page>
  );
}
