import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon, HelpIcon } from '../../icons/icons';

export interface HelpTabProps {
  /** The chat is open: the tab hides behind it and says so (`aria-expanded`). */
  readonly expanded: boolean;
  /** The id of the chat's dialog, once it exists (`aria-controls`). */
  readonly controls?: string;
  readonly onOpen: () => void;
  /** The x: the tab is hidden for this visit. */
  readonly onDismiss: () => void;
}

/**
 * The chat's closed state (spec section 6): a "Need help?" tab with an x,
 * fixed at the bottom end of the screen, so it never moves the page (it is in
 * the server's HTML and takes no room in the flow). When the chat closes, the
 * focus comes back to the tab.
 */
export function HelpTab({ expanded, controls, onOpen, onDismiss }: HelpTabProps) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(expanded);

  useEffect(() => {
    if (wasExpanded.current && !expanded) button.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);

  return (
    <Box
      position="fixed"
      insetEnd="4"
      bottom="0"
      zIndex="sticky"
      display={expanded ? 'none' : 'flex'}
      alignItems="stretch"
      bg="accent.solid"
      color="accent.contrast"
      borderTopRadius="l3"
      boxShadow="md"
      fontSize="sm"
      fontWeight="semibold"
    >
      <chakra.button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onOpen}
        display="inline-flex"
        alignItems="center"
        gap="2"
        ps="4"
        pe="2"
        minH="11"
        cursor="pointer"
        borderTopStartRadius="l3"
        focusVisibleRing="inside"
        focusRingColor="accent.contrast"
      >
        <HelpIcon boxSize="5" />
        {intl.formatMessage({ id: 'helpTab.open' })}
      </chakra.button>
      <chakra.button
        type="button"
        aria-label={intl.formatMessage({ id: 'helpTab.dismiss' })}
        onClick={onDismiss}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        minW="11"
        minH="11"
        cursor="pointer"
        borderTopEndRadius="l3"
        focusVisibleRing="inside"
        focusRingColor="accent.contrast"
      >
        <CloseIcon boxSize="4" />
      </chakra.button>
    </Box>
  );
}
