import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

export interface SheetProps {
  readonly open: boolean;
  /** Closed by Escape, a click on the backdrop, or the caller's own buttons. */
  readonly onClose: () => void;
  /** `center`: a dialog in the middle, a full-screen sheet on phones; `start`: a drawer from the start edge. */
  readonly placement?: 'center' | 'start';
  /** `alertdialog` for notices that need an answer. */
  readonly role?: 'dialog' | 'alertdialog';
  /** The id of the element that names the sheet (its title). */
  readonly labelledBy: string;
  /** The width of a centred dialog on wider screens: `md` (32rem, the default) or `lg` (60rem, two columns). */
  readonly size?: 'md' | 'lg';
  readonly children: ReactNode;
}

const PLACEMENT = {
  center: {
    width: { base: '100vw', md: 'min(32rem, calc(100vw - 2rem))' },
    height: { base: '100dvh', md: 'fit-content' },
    maxWidth: { base: '100vw', md: 'calc(100vw - 2rem)' },
    maxHeight: { base: '100dvh', md: 'calc(100dvh - 4rem)' },
    margin: { base: '0', md: 'auto' },
    borderRadius: { base: '0', md: 'l3' },
    _open: { animationName: 'fade-in', animationDuration: 'moderate' },
  },
  centerLarge: {
    width: { base: '100vw', md: 'min(60rem, calc(100vw - 2rem))' },
    height: { base: '100dvh', md: 'fit-content' },
    maxWidth: { base: '100vw', md: 'calc(100vw - 2rem)' },
    maxHeight: { base: '100dvh', md: 'calc(100dvh - 4rem)' },
    margin: { base: '0', md: 'auto' },
    borderRadius: { base: '0', md: 'l3' },
    _open: { animationName: 'fade-in', animationDuration: 'moderate' },
  },
  start: {
    width: 'min(20rem, 85vw)',
    height: '100dvh',
    maxWidth: '85vw',
    maxHeight: '100dvh',
    margin: '0',
    marginInlineEnd: 'auto',
    _open: { animationName: 'slide-from-left-full, fade-in', animationDuration: 'moderate' },
  },
} as const;

/**
 * A modal on the browser's own `<dialog>`: the page behind is inert and the
 * focus stays inside while it is open, Escape closes it, and focus goes back
 * where it was. It weighs next to nothing, where a script-driven dialog would
 * cost the first page about 20 KB. The content mounts when it opens (so it
 * starts scrolled to the top), and an element marked `data-autofocus` gets
 * the focus.
 */
export function Sheet({
  open,
  onClose,
  placement = 'center',
  role = 'dialog',
  labelledBy,
  size = 'md',
  children,
}: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <chakra.dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onKeyDown={(event) => {
        // Handled here so that the caller decides (a prevented Escape raises no close request).
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => {
        // Other close requests (a phone's back gesture): the caller closes it.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog box itself, outside its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      padding="0"
      border="none"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      overflow="hidden"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } }}
      _motionReduce={{ animation: 'none' }}
      {...PLACEMENT[placement === 'center' && size === 'lg' ? 'centerLarge' : placement]}
    >
      {open ? (
        <chakra.div display="flex" flexDirection="column" height="100%" maxHeight="inherit">
          {children}
        </chakra.div>
      ) : null}
    </chakra.dialog>
  );
}
