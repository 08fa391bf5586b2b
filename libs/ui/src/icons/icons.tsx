import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The few icons the shop needs, drawn as 24 x 24 strokes in the current text
 * colour. Decorative: the button or link around an icon carries the name.
 */
function strokeIcon(displayName: string, paths: ReactNode) {
  function StrokeIcon(props: IconProps) {
    return (
      <Icon {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {paths}
        </svg>
      </Icon>
    );
  }
  StrokeIcon.displayName = displayName;
  return StrokeIcon;
}

export const CartIcon = strokeIcon(
  'CartIcon',
  <>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </>,
);

export const UserIcon = strokeIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const MenuIcon = strokeIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = strokeIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);

export const ChevronLeftIcon = strokeIcon('ChevronLeftIcon', <path d="M15 5l-7 7 7 7" />);

export const ChevronRightIcon = strokeIcon('ChevronRightIcon', <path d="M9 5l7 7-7 7" />);

export const ChevronDownIcon = strokeIcon('ChevronDownIcon', <path d="M5 9l7 7 7-7" />);

export const ArrowUpIcon = strokeIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);

export const HelpIcon = strokeIcon(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6V14" />
    <path d="M12 17.5h.01" />
  </>,
);

export const PlusIcon = strokeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const MinusIcon = strokeIcon('MinusIcon', <path d="M5 12h14" />);

export const CheckIcon = strokeIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);

export const LockIcon = strokeIcon(
  'LockIcon',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);

export const PauseIcon = strokeIcon('PauseIcon', <path d="M9 5v14M15 5v14" />);

export const PlayIcon = strokeIcon('PlayIcon', <path d="M7 5l12 7-12 7z" />);

export const ToolIcon = strokeIcon(
  'ToolIcon',
  <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />,
);
