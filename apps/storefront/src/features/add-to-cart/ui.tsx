import { Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { localizedName } from '@rewards/domain';
import { ErrorMessages, InfoModal } from '@rewards/ui';
import { $cartCount } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { useMessage } from '../../shared/i18n';
import { $addErrors, $addNotices, $addedDialogOpen, $lastAdded, addedDialogClosed } from './model';

/** Why the last add was refused, and what it noted, under the button. */
export function AddToCartMessages() {
  const [errors, notices] = useUnit([$addErrors, $addNotices]);
  return (
    <Stack gap="1">
      <ErrorMessages errors={errors} />
      <ErrorMessages errors={notices} tone="notice" />
    </Stack>
  );
}

/** The 'item added to cart' success dialog. */
export function AddedToCartDialog() {
  const message = useMessage();
  const [open, closed, added, count, lang] = useUnit([
    $addedDialogOpen,
    addedDialogClosed,
    $lastAdded,
    $cartCount,
    $locale,
  ]);
  return (
    <InfoModal open={open} onClose={closed} title={message('storefront.item.added.title')}>
      <chakra.p>
        {message('storefront.item.added.body', {
          name: added === null ? '' : localizedName(added, lang),
        })}
      </chakra.p>
      <chakra.p mt="2" color="fg.muted">
        {message('storefront.item.added.count', { count })}
      </chakra.p>
    </InfoModal>
  );
}
