import { Box, Button, Flex, Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { AddressForm, ProfileForm, ServerError, SubmitButton } from '@rewards/ui';
import { $countryCodes } from '../../entities/country-code/model';
import { $locale } from '../../entities/locale/model';
import type { AddressKind } from '../../entities/checkout/address-values';
import { useMessage, useText } from '../../shared/i18n';
import { loadedPageMessages } from '../../shared/router/page-messages';
import { AfterSalePage } from '../../shared/ui/after-sale-page';
import { PageMessagesProvider } from '../../shared/ui/page-messages';
import {
  $addressCanSave,
  $addressChanged,
  $addressError,
  $addressFormsReady,
  $addressSaved,
  $addressSaving,
  $addresses,
  $email,
  $places,
  $profile,
  $profileError,
  $profileSaved,
  $ready,
  $regions,
  $today,
  ADDRESS_FORM_MESSAGES,
  addressCancelled,
  addressChanged,
  addressSaved,
  postalCodeLooked,
  profileSubmitted,
  putProfileFx,
} from './model';

/** One of the profile's addresses: the checkout's form, with its own Save and Cancel. */
function AddressSection({ kind }: { readonly kind: AddressKind }) {
  const message = useMessage();
  const text = useText();
  const [addresses, regions, codes, places, canSave, changed, saved, error, saving] = useUnit([
    $addresses,
    $regions,
    $countryCodes,
    $places,
    $addressCanSave,
    $addressChanged,
    $addressSaved,
    $addressError,
    $addressSaving,
  ]);
  const [change, save, cancel, lookup] = useUnit([
    addressChanged,
    addressSaved,
    addressCancelled,
    postalCodeLooked,
  ]);
  const answer = places[kind];
  const failure = error[kind];
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave[kind] && !saving) save(kind);
      }}
    >
      <Stack gap="4">
        <AddressForm
          section={kind}
          legendAs="h2"
          legend={message(
            kind === 'billing' ? 'afterSale.profile.billing' : 'afterSale.profile.shipping',
          )}
          values={addresses[kind]}
          onChange={(field, value) => change({ kind, field, value })}
          regions={regions}
          {...(codes.length === 0 ? {} : { countryCodes: codes })}
          onPostalCodeLookup={(code) => lookup({ kind, code })}
          {...(answer === undefined ? {} : { postalCodePlaces: answer })}
        />
        <ServerError error={failure === null ? undefined : text(failure)} />
        {saved[kind] ? (
          <chakra.p
            role="status"
            px="4"
            py="3"
            borderRadius="l2"
            bg="bg.success"
            borderStartWidth="4px"
            borderColor="border.success"
            fontWeight="medium"
          >
            {message('afterSale.profile.saved')}
          </chakra.p>
        ) : null}
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Box flex={{ sm: '0 0 auto' }}>
            <SubmitButton
              blocked={!canSave[kind]}
              submitting={saving}
              width="auto"
              {...(changed[kind] ? {} : { reason: message('afterSale.profile.noChanges') })}
            >
              {message('afterSale.save')}
            </SubmitButton>
          </Box>
          <Button variant="outline" disabled={!changed[kind]} onClick={() => cancel(kind)}>
            {message('afterSale.cancel')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/** `/userInfo`: the profile, then the billing and shipping addresses of the profile. */
export function UserInfoPage() {
  const text = useText();
  const [lang, ready, email, profile, today, codes, saved, error, saving, submitted, formsReady] =
    useUnit([
      $locale,
      $ready,
      $email,
      $profile,
      $today,
      $countryCodes,
      $profileSaved,
      $profileError,
      putProfileFx.pending,
      profileSubmitted,
      $addressFormsReady,
    ]);
  return (
    <AfterSalePage lang={lang} title="afterSale.profile.title" ready={ready} width="3xl">
      {profile === null ? null : (
        <Stack gap="10">
          <ProfileForm
            email={email}
            initial={profile}
            countryCodes={codes}
            today={today}
            onSubmit={submitted}
            submitting={saving}
            saved={saved}
            {...(error === null ? {} : { error: text(error) })}
          />
          {formsReady ? (
            <PageMessagesProvider messages={loadedPageMessages(ADDRESS_FORM_MESSAGES, lang)}>
              <AddressSection kind="billing" />
              <AddressSection kind="shipping" />
            </PageMessagesProvider>
          ) : null}
        </Stack>
      )}
    </AfterSalePage>
  );
}
