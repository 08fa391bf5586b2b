import { Box, Button, CloseButton, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Sheet } from '../sheet/sheet';

export interface InfoModalProps {
  readonly open: boolean;
  /** Closed by OK, the close button, Escape or a click outside. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** The button's text; 'OK' by default. */
  readonly okLabel?: string;
  /** Called by OK before closing (e.g. the action the notice confirms); closes only by default. */
  readonly onOk?: () => void;
}

/**
 * A notice with a title, a body and OK (the spec's info modal, success and
 * error dialogs): centred on wider screens, a full-screen sheet on phones.
 */
export function InfoModal({ open, onClose, title, children, okLabel, onOk }: InfoModalProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Sheet open={open} onClose={onClose} role="alertdialog" labelledBy={titleId}>
      <Box display="flex" alignItems="flex-start" gap="2" px="6" pt="6" pb="3">
        <chakra.h2 id={titleId} flex="1" fontSize="lg" fontWeight="semibold" lineHeight="1.5">
          {title}
        </chakra.h2>
        <CloseButton
          size="sm"
          mt="-1"
          me="-2"
          aria-label={intl.formatMessage({ id: 'modal.close' })}
          onClick={onClose}
        />
      </Box>
      <Box flex="1" overflowY="auto" px="6" pb="6">
        {children}
      </Box>
      <Box display="flex" justifyContent="flex-end" px="6" pb="6">
        <Button
          data-autofocus
          colorPalette="accent"
          minW="24"
          width={{ base: 'full', md: 'auto' }}
          onClick={() => {
            onOk?.();
            onClose();
          }}
        >
          {okLabel ?? intl.formatMessage({ id: 'modal.ok' })}
        </Button>
      </Box>
    </Sheet>
  );
}
