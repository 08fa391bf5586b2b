import { Box, Button, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChevronDownIcon, UserIcon } from '../../icons/icons';
import { useUiLink } from '../../link/ui-link';

/** Where the signed-in customer's pages are. */
export interface AccountLinks {
  readonly editProfile: string;
  readonly purchaseHistory: string;
  readonly refundPromoCodes: string;
  readonly changePassword: string;
  readonly assignOrder: string;
}

/** The account pages in the order of the profile menu (spec section 2, "Header"). */
export const ACCOUNT_LINK_ORDER = [
  ['editProfile', 'header.profile.editProfile'],
  ['purchaseHistory', 'header.profile.purchaseHistory'],
  ['refundPromoCodes', 'header.profile.refundPromoCodes'],
  ['changePassword', 'header.profile.changePassword'],
  ['assignOrder', 'header.profile.assignOrder'],
] as const;

export interface ProfileMenuProps {
  readonly name: string;
  readonly links: AccountLinks;
  readonly onSignOut: () => void;
}

/**
 * The signed-in customer's menu: a button that shows and hides the list of
 * account pages and Sign Out (a disclosure, the lightest accessible pattern
 * for navigation). Escape, a click outside or leaving it with Tab closes it.
 */
export function ProfileMenu({ name, links, onSignOut }: ProfileMenuProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <Box
      ref={rootRef}
      position="relative"
      display="inline-block"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <UserIcon />
        <Box as="span" maxW="40" truncate>
          {intl.formatMessage({ id: 'header.greeting' }, { name })}
        </Box>
        <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} />
      </Button>
      <chakra.ul
        id={listId}
        hidden={!open}
        position="absolute"
        insetEnd="0"
        top="calc(100% + 4px)"
        zIndex="dropdown"
        minW="64"
        py="2"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        boxShadow="lg"
        listStyleType="none"
      >
        {ACCOUNT_LINK_ORDER.map(([key, id]) => (
          <li key={key}>
            <chakra.span
              asChild
              display="block"
              px="4"
              py="2"
              _hover={{ bg: 'bg.muted' }}
              focusVisibleRing="inside"
              focusRingColor="accent.focusRing"
            >
              <Anchor href={links[key]} onClick={() => setOpen(false)}>
                {intl.formatMessage({ id })}
              </Anchor>
            </chakra.span>
          </li>
        ))}
        <li>
          <chakra.button
            type="button"
            width="100%"
            textAlign="start"
            px="4"
            py="2"
            mt="1"
            borderTopWidth="1px"
            borderColor="border"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            focusVisibleRing="inside"
            focusRingColor="accent.focusRing"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            {intl.formatMessage({ id: 'header.profile.signOut' })}
          </chakra.button>
        </li>
      </chakra.ul>
    </Box>
  );
}
