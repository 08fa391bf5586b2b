import { useUnit } from 'effector-react';
import { AssignOrderForm, type AssignOrderDialog } from '@rewards/ui';
import { $countryCodes } from '../../entities/country-code/model';
import { $shopConfig } from '../../entities/config/shop-config';
import { $locale } from '../../entities/locale/model';
import { useText } from '../../shared/i18n';
import { AfterSalePage } from '../../shared/ui/after-sale-page';
import { $dialog, $ready, assignPoNumberFx, assignSubmitted, dialogClosed } from './model';

/** `/assign-account`: a guest order joins the signed-in customer's account. */
export function AssignAccountPage() {
  const text = useText();
  const [lang, ready, config, codes, dialog, sending, submitted, closed] = useUnit([
    $locale,
    $ready,
    $shopConfig,
    $countryCodes,
    $dialog,
    assignPoNumberFx.pending,
    assignSubmitted,
    dialogClosed,
  ]);
  const shown: AssignOrderDialog | null =
    dialog === null
      ? null
      : dialog.kind === 'refused'
        ? { kind: 'refused', title: text(dialog.title) }
        : dialog;
  return (
    <AfterSalePage lang={lang} title="afterSale.assign.title" ready={ready && config !== null}>
      <AssignOrderForm
        startPo={config?.startPo ?? ''}
        countryCodes={codes}
        onSubmit={submitted}
        submitting={sending}
        dialog={shown}
        onDialogClose={closed}
      />
    </AfterSalePage>
  );
}
