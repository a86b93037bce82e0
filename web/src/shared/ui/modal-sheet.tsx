import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';

// Entrances are CSS animations of transform and opacity, which the compositor runs. MUI's
// Dialog and Drawer start theirs by reading the page's layout (a forced layout of the whole
// page in the tap's frame), and mount a portal, a focus trap and a backdrop besides: on a
// cheap phone most of the time between a tap and its panel (performance-history, 26 Nov).
const slideIn = keyframes`from { transform: translateX(100%); }`;
const growIn = keyframes`from { opacity: 0; transform: scale(0.96); }`;
const fadeIn = keyframes`from { opacity: 0; }`;

const PLACES = {
  side: {
    m: 0,
    ml: 'auto',
    width: 300,
    maxWidth: '85vw',
    height: '100%',
    maxHeight: '100%',
    '&[open]': { animation: `${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)` },
  },
  centre: {
    m: 'auto',
    width: 'calc(100% - 64px)',
    maxWidth: 444,
    maxHeight: 'calc(100% - 64px)',
    borderRadius: 1,
    '&[open]': { animation: `${growIn} 150ms ease-out` },
  },
} as const;

interface Props {
  open: boolean;
  /** Escape, or a tap on the dimmed page around the sheet. */
  onClose: () => void;
  /** The id of the sheet's heading, its accessible name. */
  labelledBy: string;
  place: keyof typeof PLACES;
  children: ReactNode;
}

/**
 * A modal sheet on the browser's own <dialog>: the browser keeps the focus inside, makes the
 * page behind inert, answers Escape and, on close, gives the focus back to what opened it.
 */
export function ModalSheet({ open, onClose, labelledBy, place, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Before the paint, so the sheet shows in the frame of the tap that opened it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    // Closed, or unmounted open: close() is what hands the focus back.
    return () => dialog.close();
  }, [open]);

  // Escape: the owner decides (a sheet may have a Back entry to take off, or be busy).
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onClose();
  };
  // A tap on the dimmed page lands on the <dialog> itself, outside its content.
  const onBackdrop = (e: MouseEvent) => {
    if (e.target === e.currentTarget) onClose();
  };

  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={onCancel}
      onClick={onBackdrop}
      sx={{
        p: 0,
        border: 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        overflowY: 'auto',
        ...PLACES[place],
        '&::backdrop': { bgcolor: 'rgba(0,0,0,0.6)', animation: `${fadeIn} 225ms linear` },
        '@media (prefers-reduced-motion: reduce)': { '&[open], &::backdrop': { animation: 'none' } },
      }}
    >
      {children}
    </Box>
  );
}
