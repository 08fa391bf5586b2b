import { useState } from 'react';
import { Badge, Box, Button, Grid, Skeleton, Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { localizedName, parseQuantityInput, localizedText } from '@rewards/domain';
import {
  AttributePicker,
  CarePlanOption,
  EngravingEditor,
  ErrorMessages,
  PaymentOptionView,
  PriceTag,
  QuantityInput,
  CardBrandSelect,
} from '@rewards/ui';
import { AddToCartMessages, AddedToCartDialog } from '../../features/add-to-cart/ui';
import { $addErrors } from '../../features/add-to-cart/model';
import { RecentlyViewed } from '../../features/recently-viewed/ui';
import { $locale } from '../../entities/locale/model';
import { useMessage } from '../../shared/i18n';
import { Page } from '../../shared/ui/page';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import {
  $canAdd,
  $cardBrand,
  $attributes,
  $colors,
  $engraving,
  $engravingRules,
  $expired,
  $group,
  $background,
  $itemState,
  $showsChosenItem,
  $paymentOptions,
  $query,
  $savedLines,
  $selectedCode,
  $selection,
  addClicked,
  cardBrandChosen,
  carePlanToggled,
  engravingEvent,
  quantityChanged,
  screenRequested,
  selectionChanged,
} from './model';

/** Whether an attribute names colours (the server calls it COLOR; older data colour). */
function isColour(attribute: string): boolean {
  return /^colou?r$/i.test(attribute);
}

function ItemLoading() {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8">
      <Skeleton aspectRatio={1} borderRadius="l3" />
      <Stack gap="4">
        <Skeleton height="10" />
        <Skeleton height="6" width="40%" />
        <Skeleton height="40" />
      </Stack>
    </Grid>
  );
}

/** `/itemDetail`: the item with its choices, the engraving screen and the payment-option screen. */
export function ItemDetailPage() {
  const message = useMessage();
  const [state, query, lang, settled, background] = useUnit([
    $itemState,
    $query,
    $locale,
    $showsChosenItem,
    $background,
  ]);
  if (state.status === 'notFound') return <NotFoundPage lang={lang} />;
  const item = state.status === 'ready' ? state.item : null;
  return (
    <Page background={background}>
      {item === null ? (
        <>
          <chakra.h1 srOnly>{message('storefront.loading')}</chakra.h1>
          <ItemLoading />
        </>
      ) : (
        <Grid
          templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
          gap={{ base: '6', md: '10' }}
        >
          <Box aria-busy={!settled}>
            <Box
              bg="white"
              borderRadius="l3"
              borderWidth="1px"
              borderColor="border"
              overflow="hidden"
              // The picture of the item the picker left stays in place, faded, until the new one comes.
              opacity={settled ? 1 : 0.35}
              transition="opacity 0.15s"
            >
              <chakra.img
                src={item.images[0]?.url}
                alt={localizedName(item, lang)}
                // The item's picture is the page's largest paint: its size is known, it comes first.
                htmlWidth={800}
                htmlHeight={800}
                fetchPriority="high"
                width="100%"
                height="auto"
                aspectRatio={1}
                objectFit="contain"
              />
            </Box>
          </Box>
          <Stack gap="5">
            <Stack gap="2">
              {item.newItem ? (
                <Badge colorPalette="gold" variant="solid" alignSelf="start">
                  {message('badge.new')}
                </Badge>
              ) : null}
              {/* Name, part number and price belong to the chosen item only: loading until it comes. */}
              <Skeleton loading={!settled} alignSelf="start">
                <chakra.h1
                  fontSize={{ base: '2xl', md: '3xl' }}
                  fontWeight="bold"
                  lineHeight="1.3"
                  aria-busy={!settled}
                >
                  {localizedName(item, lang)}
                </chakra.h1>
              </Skeleton>
              <Skeleton loading={!settled} alignSelf="start">
                <chakra.p color="fg.muted" fontSize="sm">
                  {message('storefront.item.partNumber', { partNumber: item.partNumber })}
                </chakra.p>
              </Skeleton>
              <Skeleton loading={!settled} alignSelf="start">
                <PriceTag amount={item.unitPrice} size="lg" />
              </Skeleton>
            </Stack>
            {query.screen === 'engraving' && !query.readOnly ? (
              <EngravingScreen />
            ) : query.screen === 'payment-option' ? (
              <PaymentScreen />
            ) : (
              <SelectionScreen />
            )}
          </Stack>
        </Grid>
      )}
      <RecentlyViewed />
      <AddedToCartDialog />
    </Page>
  );
}

function SelectionScreen() {
  const message = useMessage();
  const [
    state,
    query,
    lang,
    group,
    selection,
    selectedCode,
    expired,
    canAdd,
    savedLines,
    addErrors,
    colors,
    attributes,
  ] = useUnit([
    $itemState,
    $query,
    $locale,
    $group,
    $selection,
    $selectedCode,
    $expired,
    $canAdd,
    $savedLines,
    $addErrors,
    $colors,
    $attributes,
  ]);
  const [onSelection, onCarePlan, onQuantity, onScreen, onAdd] = useUnit([
    selectionChanged,
    carePlanToggled,
    quantityChanged,
    screenRequested,
    addClicked,
  ]);
  const [overLimit, setOverLimit] = useState<number | undefined>(undefined);
  if (state.status !== 'ready') return null;
  const { item } = state;
  const description = localizedText(item.description, item.thaiDescription, lang);
  const shipping = localizedText(item.shippingAvailability, item.thaiShippingAvailability, lang);
  const complete = selectedCode !== null && selectedCode === item.code;
  const engraved =
    savedLines !== null && (savedLines.persMesg1 !== '' || savedLines.persMesg2 !== '');
  const quantityErrors = addErrors.filter((error) => error.code.startsWith('cart.maxQuantity'));
  return (
    <Stack gap="6">
      {expired ? (
        <Box
          role="alert"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          color="fg.error"
          p="3"
          borderRadius="l2"
        >
          <ErrorMessages errors={[{ code: 'cart.itemUnavailable' }]} />
        </Box>
      ) : null}
      {!query.readOnly &&
      group !== null &&
      selection !== null &&
      group.attributeOrder.length > 0 ? (
        <AttributePicker
          group={group}
          selection={selection}
          onChange={onSelection}
          attributeName={(attribute) => {
            const entry = attributes.find((known) => known.attributeName === attribute);
            if (entry === undefined) return undefined;
            return localizedText(entry.displayName, entry.thaiDisplayName, lang);
          }}
          valueLabel={(attribute, value) => {
            const colour = isColour(attribute)
              ? colors.find((entry) => entry.name === value)
              : undefined;
            return colour === undefined ? value : localizedName(colour, lang);
          }}
          swatch={(attribute, value) =>
            isColour(attribute) ? colors.find((entry) => entry.name === value)?.hex : undefined
          }
        />
      ) : null}
      {!query.readOnly ? (
        <CarePlanOption
          carePlan={item.appleCare}
          checked={selection?.carePlan === true}
          onCheckedChange={onCarePlan}
          disabled={!complete}
        />
      ) : null}
      {item.engraving && !query.readOnly ? (
        <Stack gap="2">
          <chakra.h2 fontWeight="semibold">{message('storefront.item.engraving')}</chakra.h2>
          {engraved && savedLines !== null ? (
            <chakra.ul listStyleType="none" fontFamily="mono">
              {[savedLines.persMesg1, savedLines.persMesg2].map((text, index) =>
                text === '' ? null : (
                  <li key={index}>
                    {message('storefront.item.engravedLine', { line: index + 1, text })}
                  </li>
                ),
              )}
            </chakra.ul>
          ) : null}
          <Button
            variant="outline"
            alignSelf="start"
            onClick={() => onScreen('engraving')}
            disabled={expired}
          >
            {engraved ? message('engraving.edit') : message('storefront.item.engraveIt')}
          </Button>
        </Stack>
      ) : null}
      {!query.readOnly ? (
        <QuantityInput
          value={query.quantity}
          onChange={(quantity) => onQuantity(parseQuantityInput(String(quantity)))}
          {...(item.limit && item.maxQuantity > 0 ? { max: item.maxQuantity } : {})}
          limit={item}
          onOverLimitChange={setOverLimit}
          errors={quantityErrors}
          disabled={expired}
        />
      ) : null}
      {!query.readOnly ? (
        <Stack gap="2">
          <Button
            colorPalette="accent"
            size="lg"
            onClick={onAdd}
            // While the box holds more than the limit (typed, not yet applied), nothing is added.
            disabled={!canAdd || overLimit !== undefined}
            width={{ base: '100%', md: 'auto' }}
            alignSelf="start"
          >
            {message(
              query.editing === undefined
                ? 'storefront.item.addToCart'
                : 'storefront.item.updateCart',
            )}
          </Button>
          {!complete && !expired ? (
            <chakra.p fontSize="sm" color="fg.muted">
              {message('storefront.item.chooseEveryOption')}
            </chakra.p>
          ) : null}
          <AddToCartMessages />
        </Stack>
      ) : null}
      <Button variant="ghost" alignSelf="start" px="0" onClick={() => onScreen('payment-option')}>
        {message('storefront.item.paymentOptions')}
      </Button>
      <Stack gap="2">
        <chakra.h2 fontWeight="semibold">{message('storefront.item.description')}</chakra.h2>
        <chakra.p>{description}</chakra.p>
      </Stack>
      <Stack gap="2">
        <chakra.h2 fontWeight="semibold">{message('storefront.item.shipping')}</chakra.h2>
        <chakra.p>{shipping}</chakra.p>
      </Stack>
    </Stack>
  );
}

function EngravingScreen() {
  const message = useMessage();
  const [state, query, lang, rules, engraving, onEvent, onScreen] = useUnit([
    $itemState,
    $query,
    $locale,
    $engravingRules,
    $engraving,
    engravingEvent,
    screenRequested,
  ]);
  if (state.status !== 'ready' || rules === null) return null;
  const { item } = state;
  const note = lang === 'th' ? item.thaiNote : item.engNote;
  return (
    <Stack gap="4">
      <EngravingEditor
        rules={rules}
        state={engraving}
        onEvent={onEvent}
        quantity={query.quantity}
        {...(item.engravingImages?.[0] === undefined
          ? {}
          : { surfaceImage: item.engravingImages[0].url })}
        {...(item.top === undefined ? {} : { textTop: item.top })}
        {...(note === undefined || note.trim() === '' ? {} : { note })}
      />
      <Button variant="ghost" alignSelf="start" px="0" onClick={() => onScreen('selection')}>
        {message('storefront.item.backToItem')}
      </Button>
    </Stack>
  );
}

function PaymentScreen() {
  const message = useMessage();
  const [options, cardBrand, onCard, onScreen] = useUnit([
    $paymentOptions,
    $cardBrand,
    cardBrandChosen,
    screenRequested,
  ]);
  return (
    <Stack gap="4">
      <CardBrandSelect value={cardBrand} onChange={onCard} />
      <PaymentOptionView options={options} titleAs="h2" />
      <Button variant="ghost" alignSelf="start" px="0" onClick={() => onScreen('selection')}>
        {message('storefront.item.backToItem')}
      </Button>
    </Stack>
  );
}
