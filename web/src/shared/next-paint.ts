/**
 * After the frame that shows a tap's answer. A tap's handler that renders its answer (a sheet,
 * a button reading "Please wait") and then starts slower work (showModal's style update, the
 * Functions SDK building a request) lets that frame paint first: on a cheap phone the answer
 * then reaches the screen without waiting for the work (performance-history, 29 Nov).
 *
 * A hidden page draws no frames; the work then starts after FALLBACK_MS all the same. (Not for
 * useAfterFirstPaint: at a screen's start a first commit can outlast FALLBACK_MS, and what it
 * defers would then join the first paint.)
 */
const FALLBACK_MS = 100;

/** Resolves in a task of its own: what comes after it is not one long task with what came before. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `fn` once, in a task after the next frame has painted; returns what cancels it. */
export function onNextPaint(fn: () => void): () => void {
  let timer = 0;
  // Whichever comes first clears the other, so `fn` runs once.
  const run = () => {
    cancel();
    fn();
  };
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    // A task queued from the frame's callbacks runs after that frame's paint.
    timer = window.setTimeout(run);
  });
  const fallback = window.setTimeout(run, FALLBACK_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  }
  return cancel;
}

/** Resolves after the next frame has painted (see onNextPaint). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => onNextPaint(resolve));
}
