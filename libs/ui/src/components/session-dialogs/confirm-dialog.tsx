import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Sheet } from '../sheet/sheet';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** Escape or a click outside: closes without an answer. */
  readonly onDismiss: () => void;
}

/**
 * A question with two answers, the first one primary: centred on wider
 * screens, a full-screen sheet on phones (an alert dialog, since it needs an
 * answer). The primary answer takes the focus.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Sheet open={props.open} onClose={props.onDismiss} role="alertdialog" labelledBy={titleId}>
      <Box px="6" pt="6" pb="3">
        <chakra.h2 id={titleId} fontSize="lg" fontWeight="semibold" lineHeight="1.5">
          {props.title}
        </chakra.h2>
      </Box>
      <Box flex="1" overflowY="auto" px="6" pb="6">
        {props.children}
      </Box>
      <Stack
        direction={{ base: 'column-reverse', md: 'row' }}
        justify="flex-end"
        gap="3"
        px="6"
        pb="6"
      >
        <Button variant="outline" minW="24" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button data-autofocus colorPalette="accent" minW="24" onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Stack>
    </Sheet>
  );
}
