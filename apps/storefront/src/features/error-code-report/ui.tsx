import { chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { InfoModal, SessionExpiredDialog } from '@rewards/ui';
import { useMessage } from '../../shared/i18n';
import { useShopMessages } from '../../shared/ui/use-shop-messages';
import { $errorCodeReport, errorCodeReportClosed } from './model';

/** The error code that means the session has ended (spec section 8). */
const SESSION_EXPIRED_CODE = 'E500';

/**
 * The errorCode modal: the code, then each other parameter of the link as key
 * and value; E500 opens the session-expired dialog instead (spec section 8).
 */
export function ErrorCodeReport() {
  const message = useMessage();
  const [report, closed] = useUnit([$errorCodeReport, errorCodeReportClosed]);
  // Its words are among the shop's messages: on the first page it opens once they are there.
  const worded = useShopMessages();
  if (report?.errorCode === SESSION_EXPIRED_CODE) {
    return worded ? <SessionExpiredDialog open onClose={closed} /> : null;
  }
  return (
    <InfoModal
      open={report !== null && worded}
      onClose={closed}
      title={message('storefront.errorCode.title', { errorCode: report?.errorCode ?? '' })}
    >
      {report === null || report.entries.length === 0 ? (
        <chakra.p>{message('storefront.errorCode.none')}</chakra.p>
      ) : (
        <>
          <chakra.p mb="3">{message('storefront.errorCode.intro')}</chakra.p>
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
            {report.entries.map((entry, index) => (
              <chakra.div key={`${index}-${entry.key}`} display="contents">
                <chakra.dt fontWeight="semibold">{entry.key}</chakra.dt>
                <chakra.dd overflowWrap="anywhere">{entry.value}</chakra.dd>
              </chakra.div>
            ))}
          </chakra.dl>
        </>
      )}
    </InfoModal>
  );
}
