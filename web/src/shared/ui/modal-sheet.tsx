import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import './sheet.css';

// Entrances are CSS animations of transform and opacity, which the compositor runs (sheet.css).
// MUI's Dialog and Drawer start theirs by reading the page's layout (a forced layout of the whole
// page in the tap's frame), and mount a portal, a focus trap and a backdrop besides: on a
// cheap phone most of the time between a tap and its panel (performance-history, 26 Nov).
// The sheet's look is a plain stylesheet too, so that opening one builds no styles either.
const PLACES = { side: 'kh-sheet kh-sheet-side', centre: 'kh-sheet kh-sheet-centre' } as const;

interface Props {
  open: boolean;
  /** Escape, or a tap on the dimmed page around the sheet. */
  onClose: () => void;
  /** The id of the sheet's heading, its accessible name. */
  labelledBy: string;
  place: keyof typeof PLACES;
  /**
   * Laid out, unseen, while closed (sheet.css): opening it then restyles one box instead of
   * styling and laying out its contents in the tap's frame. For a sheet that is always there.
   */
  kept?: boolean;
  children: ReactNode;
}

/**
 * A modal sheet on the browser's own <dialog>: the browser keeps the focus inside, makes the
 * page behind inert, answers Escape and, on close, gives the focus back to what opened it.
 */
export function ModalSheet({ open, onClose, labelledBy, place, kept = false, children }: Props) {
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
    <dialog
      ref={ref}
      className={kept ? `${PLACES[place]} kh-sheet-kept` : PLACES[place]}
      aria-labelledby={labelledBy}
      onCancel={onCancel}
      onClick={onBackdrop}
    >
      {children}
    </dialog>
  );
}
