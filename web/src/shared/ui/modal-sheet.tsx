import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useLatest } from '@/shared/hooks/use-latest';
import { onNextPaint } from '@/shared/next-paint';
import './sheet.css';

// Entrances are CSS animations of transform and opacity, which the compositor runs (sheet.css).
// MUI's Dialog and Drawer start theirs by reading the page's layout (a forced layout of the whole
// page in the tap's frame), and mount a portal, a focus trap and a backdrop besides: on a
// cheap phone most of the time between a tap and its panel (performance-history, 26 Nov).
// The sheet's look is a plain stylesheet too, so that opening one builds no styles either.
const PLACES = {
  side: 'kh-sheet kh-sheet-side',
  left: 'kh-sheet kh-sheet-side kh-sheet-left',
  centre: 'kh-sheet kh-sheet-centre',
} as const;

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
 *
 * The tap's frame draws the sheet as a plain fixed box (`data-opening`, sheet.css); it becomes
 * modal in the task after that frame. `showModal()`'s style update (the top layer and the inert
 * page: 60-90 ms at the calibrated slowdown whatever the sheet holds, performance-history,
 * 29 Nov) then no longer stands between the tap and the sheet on the screen. Until then a
 * transparent cover over the page takes the taps outside the sheet, and Escape and Tab are
 * answered here, so that nothing reaches the page in that frame either.
 */
export function ModalSheet({ open, onClose, labelledBy, place, kept = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const cover = useRef<HTMLDivElement>(null);
  const closeRef = useLatest(onClose);

  // Before the paint, so the sheet shows in the frame of the tap that opened it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current();
      // The focus moves into the sheet when it turns modal; until then it stays on the opener.
      if (e.key === 'Escape' || e.key === 'Tab') e.preventDefault();
    };
    const settle = () => {
      delete dialog.dataset.opening;
      document.removeEventListener('keydown', onKey, true);
    };
    dialog.dataset.opening = '';
    document.addEventListener('keydown', onKey, true);
    const cancel = onNextPaint(() => {
      settle();
      // The focus is still on what opened the sheet: showModal() records it to give it back.
      if (!dialog.open) dialog.showModal();
    });
    // Closed, or unmounted open: close() is what hands the focus back.
    return () => {
      cancel();
      settle();
      dialog.close();
    };
  }, [open, closeRef]);

  // Escape: the owner decides (a sheet may have a Back entry to take off, or be busy).
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onClose();
  };
  // A tap outside the sheet's content lands on the <dialog> itself (its backdrop), on the cover,
  // or, pressed on one and let go on the other as the sheet turns modal, on the host of both.
  const onOutside = (e: MouseEvent) => {
    if (e.target === e.currentTarget || e.target === ref.current || e.target === cover.current) onClose();
  };

  return (
    <div className="kh-sheet-host" onClick={onOutside}>
      <dialog
        ref={ref}
        className={kept ? `${PLACES[place]} kh-sheet-kept` : PLACES[place]}
        aria-labelledby={labelledBy}
        onCancel={onCancel}
      >
        {children}
      </dialog>
      {/* Pressing it must not take the focus from the opener, which the sheet gives it back. */}
      <div ref={cover} className="kh-sheet-cover" aria-hidden="true" onMouseDown={(e) => e.preventDefault()} />
    </div>
  );
}
